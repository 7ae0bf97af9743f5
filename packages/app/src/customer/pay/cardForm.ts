// The pay page's card form: its own chunk, fetched at once beside the page's (see CustomerApp), so the
// invoice shows without waiting for the card's rules.
export { PortalCardForm as default } from "@round/forms";
