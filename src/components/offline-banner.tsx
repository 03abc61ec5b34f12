import { useOnline } from '../lib/use-online';

export function OfflineBanner() {
  const online = useOnline();
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center pt-[env(safe-area-inset-top)]"
    >
      {!online && (
        <p className="mt-1 rounded-full bg-slate-900/90 px-3 py-1 text-xs font-medium text-white shadow">
          Internet yoʻq — oflayn rejim
        </p>
      )}
    </div>
  );
}
