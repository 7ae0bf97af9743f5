// One on-demand chunk (see ../dialogs).
export { SendEmailDialog as default } from "@round/forms";
