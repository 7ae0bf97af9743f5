// The checkout's form: its own chunk, fetched at once beside the page's (see CustomerApp), so the order
// summary shows without waiting for the form's rules.
export { CheckoutForm as default } from "@round/forms";
