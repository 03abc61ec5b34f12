import { onlineManager } from '@tanstack/react-query';

export const PROBE_INTERVAL_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;

/** The http client got no answer: a courier in a dead zone is "online" to the browser but not to us. */
export const reportUnreachable = () => onlineManager.setOnline(false);

/** The server answered something, so the network works. */
export const reportReachable = () => onlineManager.setOnline(true);

async function answers(url: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const res = await fetch(url, { cache: 'no-store', signal: controller.signal });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface ConnectivityOptions {
  /** `GET /api/health`, which needs no token. */
  healthUrl: string;
  /** Called whenever the server is known to be reachable again: resume the paused changes. */
  onReachable: () => void;
}

/**
 * Drives TanStack's onlineManager: `offline` events and failed requests set it offline; while
 * offline the health check is probed every 10 s, and at once on `online`, focus and a return to
 * the app. Returns a function that stops it.
 */
export function startConnectivity({ healthUrl, onReachable }: ConnectivityOptions): () => void {
  let probing = false;
  // Asked for while a probe was under way: that probe may have started before the network came back (in a
  // dead zone one waits up to 5 s), so a failure is followed by another at once instead of 10 s later.
  let askedAgain = false;

  async function probe() {
    if (probing) {
      askedAgain = true;
      return;
    }
    probing = true;
    let ok: boolean;
    do {
      askedAgain = false;
      ok = await answers(healthUrl);
    } while (!ok && askedAgain);
    probing = false;
    onlineManager.setOnline(ok);
    if (ok) onReachable();
  }

  const check = () => (onlineManager.isOnline() ? onReachable() : void probe());
  const onOffline = () => onlineManager.setOnline(false);
  const onOnline = () => void probe();
  const onVisible = () => document.visibilityState === 'visible' && check();

  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(() => onlineManager.isOnline() || void probe(), PROBE_INTERVAL_MS);
  // Replaces the manager's own navigator.onLine listeners, which trust `online` blindly.
  onlineManager.setEventListener(() => undefined);
  if (!navigator.onLine) onlineManager.setOnline(false);

  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
