import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { flushUserCache } from '../lib/offline/offline-cache';
import { queryClient } from '../lib/offline/query-client';

const updateCheckIntervalMs = 60 * 60 * 1000;

function checkForUpdate(registration: ServiceWorkerRegistration) {
  if (!navigator.onLine || registration.installing) return;
  // A failed check (flaky network) simply waits for the next one.
  registration.update().catch(() => undefined);
}

export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registered) => setRegistration(registered),
    // Without a service worker the app still works online; nothing to show.
    onRegisterError: (error) => console.warn('Service worker registration failed', error),
  });

  useEffect(() => {
    if (!registration) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkForUpdate(registration);
    };
    const timer = setInterval(() => checkForUpdate(registration), updateCheckIntervalMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [registration]);

  // Sits above a bottom tab bar; the live region stays mounted so the text is announced.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-3"
    >
      {needRefresh && (
        <div className="pointer-events-auto flex items-center gap-3 rounded-xl bg-[#38bdf8] py-2 pr-2 pl-4 text-sm font-medium text-[#082f49] shadow-lg">
          <span>Yangi versiya mavjud</span>
          {/* Dark on the primary-coloured toast: a look the kit's Button has no variant for. */}
          <button
            type="button"
            // Changes still waiting are written first: the reload must not outrun the throttled persister.
            onClick={() => void flushUserCache(queryClient).then(() => updateServiceWorker(true))}
            className="rounded-lg bg-[#082f49] px-3 py-1.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#082f49]"
          >
            Yangilash
          </button>
        </div>
      )}
    </div>
  );
}
