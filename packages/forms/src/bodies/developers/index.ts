// The developers' dialog bodies (Settings → Developers): explicit named exports only.
export {
  ApiKeyDialog,
  type ApiKeyDialogProps,
  RollKeyDialog,
  type RollKeyDialogProps,
} from "./ApiKeyDialog.tsx";
