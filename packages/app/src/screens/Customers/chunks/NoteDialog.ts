// One on-demand chunk (see ../dialogs).
export { NoteDialog as default } from "@round/forms";
