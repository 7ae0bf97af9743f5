// The developers' dialog bodies (Settings → Developers): explicit named exports only.
export {
  ApiKeyDialog,
  type ApiKeyDialogProps,
  RollKeyDialog,
  type RollKeyDialogProps,
} from "./ApiKeyDialog.tsx";
export {
  ReplayFailedDialog,
  type ReplayFailedDialogProps,
  RotateSecretDialog,
  type RotateSecretDialogProps,
} from "./WebhookActionDialogs.tsx";
export { WebhookEndpointDialog, type WebhookEndpointDialogProps } from "./WebhookEndpointDialog.tsx";
