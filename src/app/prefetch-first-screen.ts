import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '../contract/enums';
import { audienceOf, findRoute } from './resolve-path';

/**
 * Starts the requests of the screen the app opens on, before React draws it and before the offline cache
 * is read: the answers are on their way sooner, and each start is a short task of its own instead of a
 * part of the one long task that mounts the screen (a cheap phone ignores taps during a long task).
 */
export function prefetchFirstScreen(client: QueryClient, role: Role | null, pathname: string): void {
  const screen = findRoute(pathname)?.screens[audienceOf(role)];
  for (const start of screen?.prefetch?.(client) ?? []) setTimeout(() => void start().catch(() => {}), 0);
}
