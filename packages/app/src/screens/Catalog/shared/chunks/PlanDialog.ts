// One on-demand chunk (see ../catalogDialogs.ts).
export { CreatePlanDialog as default } from "@round/forms";
