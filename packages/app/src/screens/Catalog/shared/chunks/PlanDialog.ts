// One on-demand chunk (see ../dialogs).
export { CreatePlanDialog as default } from "@round/forms";
