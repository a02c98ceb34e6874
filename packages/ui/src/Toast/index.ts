export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './Toast';
export {
  createToast,
  dismissToast,
  enqueueToast,
  TOAST_TONES,
  type ToastEntry,
  type ToastOptions,
  type ToastTone,
} from './toastQueue';
