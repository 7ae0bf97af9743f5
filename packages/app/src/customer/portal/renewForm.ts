// The renew form, loaded only for an expired portal link.
export { RenewLinkForm as default } from "@round/forms";
