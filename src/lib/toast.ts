/**
 * The app's toasts: sonner's `toast`, loaded on first use instead of with the first page (sonner is
 * about 10 KB gzip of the home route's budget). Sonner shows toasts raised before its Toaster
 * mounted, so nothing is lost while either loads. Returns nothing: no caller dismisses by id (pass
 * an `id` option to replace a toast).
 */
import type { toast as sonnerToast } from 'sonner';

type Sonner = { toast: typeof sonnerToast };
type Toast = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;
const load = (): Promise<Sonner> => (sonner ??= import('sonner'));

const call =
  <K extends 'success' | 'error' | 'info'>(kind: K) =>
  (...args: Parameters<Toast[K]>): void => {
    void load().then(({ toast }) => (toast[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args));
  };

export const toast = Object.assign(
  (...args: Parameters<Toast>): void => {
    void load().then(({ toast }) => toast(...args));
  },
  { success: call('success'), error: call('error'), info: call('info') },
);
