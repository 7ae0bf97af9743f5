export {
  DEFAULT_TOAST_DURATION_MS,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from "./Toast";
