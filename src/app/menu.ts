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
