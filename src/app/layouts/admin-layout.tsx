import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { menuFor } from '../menu';
import { SignOutButton } from '../../components/sign-out-button';
import { usePendingChangesCount } from '../../lib/offline-changes';
import { PendingChangesChip } from './pending-changes-chip';
import { UserBadge } from './user-badge';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-sky-500 ${
    isActive ? 'bg-sky-400 text-sky-950' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** Desktop-first back-office: a sidebar of every admin screen, a header, the screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const items = menuFor('admin');
  const pending = usePendingChangesCount();
  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-5">
          <span className="grid size-8 place-items-center rounded-lg bg-sky-400 font-bold text-sky-950">Y</span>
          <span className="text-lg font-semibold">Yetkaz</span>
        </div>
        <nav aria-label="Asosiy menyu" className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className={linkClass}>
                  <Icon name={item.icon} className="size-5 shrink-0" />
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-6 backdrop-blur">
          <nav aria-label="Asosiy menyu" className="-mx-2 flex min-w-0 gap-1 overflow-x-auto lg:hidden">
            {items.map((item) => (
              <NavLink key={item.path} to={item.path} className={linkClass} title={item.title}>
                <Icon name={item.icon} className="size-5" />
                <span className="sr-only">{item.title}</span>
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-4">
            {pending > 0 && <PendingChangesChip count={pending} />}
            <UserBadge />
            <SignOutButton />
          </div>
        </header>
        <main className="flex-1 p-6 xl:p-8">{children}</main>
      </div>
    </div>
  );
}
