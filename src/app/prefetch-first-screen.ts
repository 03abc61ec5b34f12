import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '../contract/enums';
import { preloadScreen } from './lazy-screen';
import { resolvePath } from './resolve-path';
import { preloadLayout } from './root-route';

/** The screen the app opens on at `pathname` (after the redirect of `/`, if any). */
function firstScreen(role: Role | null, pathname: string) {
  const opening = resolvePath(pathname, role);
  const decision = opening.type === 'redirect' ? resolvePath(opening.to, role) : opening;
  return decision.type === 'render' ? decision.screen : undefined;
}

/**
 * Loads the code of the layout and the screen the app opens on as the app starts (the courier's come with the
 * page), so that React's first pass draws them instead of Loading for a moment and then the screen. Settles when
 * both are here or failed.
 */
export async function loadFirstScreen(role: Role | null, pathname: string): Promise<void> {
  const screen = firstScreen(role, pathname);
  await Promise.all([preloadLayout(role), screen && preloadScreen(screen.load)]);
}

/**
 * Starts the requests of the screen the app opens on, before React draws it and before the offline cache
 * is read: the answers are on their way sooner, and each start is a short task of its own instead of a
 * part of the one long task that mounts the screen (a cheap phone ignores taps during a long task).
 */
export function prefetchFirstScreen(client: QueryClient, role: Role | null, pathname: string): void {
  for (const start of firstScreen(role, pathname)?.prefetch?.(client) ?? []) {
    setTimeout(() => void start().catch(() => {}), 0);
  }
}
