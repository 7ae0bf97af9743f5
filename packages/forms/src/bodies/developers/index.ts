// The developers' dialog bodies (Settings → Developers): explicit named exports only.
export {
  API_KEY_FAILURE,
  ApiKeyDialog,
  type ApiKeyDialogProps,
  ROLL_KEY_FAILURE,
  RollKeyDialog,
  type RollKeyDialogProps,
  SECRET_WARNING,
} from "./ApiKeyDialog.tsx";
