// react-hot-toast loads after the first screen (src/app/providers.tsx mounts its Toaster lazily): a notice
// waits the moment the import takes, the same module then shows it.
const toastModule = () => import('react-hot-toast').then((m) => m.default);

/** A notice; one with the same `id` already on screen is replaced, not stacked. */
export function showToast(message: string, id: string): void {
  void toastModule().then((toast) => toast(message, { id }));
}

/** An error notice; one with the same `id` already on screen is replaced, not stacked. */
export function showErrorToast(message: string, id: string): void {
  void toastModule().then((toast) => toast.error(message, { id }));
}
