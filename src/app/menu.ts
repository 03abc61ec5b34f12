import type { IconName } from '../components/icons';
import type { Role } from '../contract/enums';
import { audienceOf } from './resolve-path';
import { routeTable } from './route-table';

export interface MenuItem {
  path: string;
  title: string;
  icon: IconName;
}

/** The sidebar (admin) or tab bar (courier) entries, in route-table order. */
export function menuFor(role: Role | null): MenuItem[] {
  return routeTable.flatMap((route) => {
    const screen = route.screens[audienceOf(role)];
    return route.menu && screen ? [{ path: route.path, title: screen.title, icon: route.menu }] : [];
  });
}
