import { onlineManager } from '@tanstack/react-query';
import { errorMessage, isUnreachable } from './http/http-error';

// react-hot-toast loads after the first screen (src/app/providers.tsx mounts its Toaster lazily): a notice
// waits the moment the import takes, the same module then shows it. Every toast goes through here.
const toastModule = () => import('react-hot-toast/headless').then((m) => m.default);

/** A notice; one with the same `id` already on screen is replaced, not stacked. */
export function showToast(message: string, id: string): void {
  void toastModule().then((toast) => toast(message, { id }));
}

/** A done notice: "Saqlandi", "Oʻchirildi". */
export function showSuccessToast(message: string, id?: string): void {
  void toastModule().then((toast) => (id ? toast.success(message, { id }) : toast.success(message)));
}

/** An error notice; one with the same `id` already on screen is replaced, not stacked. */
export function showErrorToast(message: string, id: string): void {
  void toastModule().then((toast) => toast.error(message, { id }));
}

/**
 * The one way a failed call is told: the server's Uzbek message (UZ.md's "Nomaʼlum xatolik yuz berdi." when
 * there is none), after `label` when given. `null` for a call that did not reach the server while offline:
 * the offline banner says it already, and every failing poll would repeat it.
 */
export function errorToastText(error: unknown, label?: string): string | null {
  if (isUnreachable(error) && !onlineManager.isOnline()) return null;
  return label ? `${label}: ${errorMessage(error)}` : errorMessage(error);
}

/** A failed call's toast (errorToastText); the same text twice shows once. */
export function toastError(error: unknown, label?: string): void {
  const text = errorToastText(error, label);
  if (text) showErrorToast(text, text);
}
