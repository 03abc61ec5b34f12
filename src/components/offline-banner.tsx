import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const isOnlineOnServer = () => true;

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
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
