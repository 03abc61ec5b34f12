import type { IconName } from '../components/icons';
import type { Role } from '../contract/enums';
import { audienceOf } from './resolve-path';
import { routeTable } from './route-table';

export interface MenuItem {
  path: string;
  title: string;
  icon: IconName;
  /** The tab bar's shorter name, when the title is too long for it. */
  tab?: string;
}

/** The sidebar (admin) or tab bar (courier) entries, in route-table order. */
export function menuFor(role: Role | null): MenuItem[] {
  return routeTable.flatMap((route) => {
    const screen = route.screens[audienceOf(role)];
    if (!route.menu || !screen) return [];
    return [{ path: route.path, title: screen.title, icon: route.menu, ...(screen.tab && { tab: screen.tab }) }];
  });
}

/**
 * The entry to highlight: the one whose screen is open, or, on a page opened from a list (link state
 * `back`, see src/lib/back-to-list.ts), the list's entry, so that the menu agrees with the back link.
 */
export function activeMenuPath(items: MenuItem[], pathname: string, back?: unknown): string | undefined {
  const from = typeof back === 'string' ? back.split('?')[0]! : pathname;
  const within = (path: string) => from === path || from.startsWith(`${path}/`);
  return items.filter((item) => within(item.path)).sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
