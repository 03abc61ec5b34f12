import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { activeMenuPath, menuFor, type MenuItem } from '../menu';
import { SignOutButton } from '../../components/sign-out-button';
import { usePendingChangesCount } from '../../lib/offline/offline-changes';
import { PendingChangesChip } from './pending-changes-chip';
import { OfflineBanner } from '../../components/offline-banner';
import { UserBadge } from './user-badge';
import { Button } from '../../components/button';

// Its own chunk: the courier's start-up bundle carries this layout but never the admin's bell.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

// Its own chunk too: the new-order chime and toast on every admin screen.
const NewOrderWatcher = lazy(() => import('../new-order-watcher'));

const linkClass = (isActive: boolean) =>
  `flex min-h-10 pointer-coarse:min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-sky-500 ${
    isActive ? 'bg-sky-400 text-sky-950' : 'text-slate-700 hover:bg-slate-100'
  }`;

function Sidebar({ items }: { items: MenuItem[] }) {
  const { pathname, state } = useLocation();
  const active = activeMenuPath(items, pathname, (state as { back?: unknown } | null)?.back);
  return (
    <>
      <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-5">
        <span className="grid size-8 place-items-center rounded-lg bg-sky-400 font-bold text-sky-950">Y</span>
        <span className="text-lg font-semibold">Yetkaz</span>
      </div>
      <nav aria-label="Asosiy menyu" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.path}>
              <Link
                to={item.path}
                aria-current={item.path === active ? 'page' : undefined}
                className={linkClass(item.path === active)}
              >
                <Icon name={item.icon} className="size-5 shrink-0" />
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** Below `xl` (1280 px) the sidebar opens as a drawer, leaving a 1024-px screen's width to the tables (a modal `<dialog>`: focus stays in it, Escape closes it). */
function MenuDrawer({ items }: { items: MenuItem[] }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal?.();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <>
      <Button
        variant="ghost"
        aria-label="Menyu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="size-10 px-0! pointer-coarse:size-11 text-slate-700! xl:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click is on the backdrop; Escape closes a modal dialog natively */}
      <dialog
        ref={ref}
        aria-label="Menyu"
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] flex-col bg-white p-0 shadow-xl open:flex backdrop:bg-slate-900/40"
      >
        <Sidebar items={items} />
      </dialog>
    </>
  );
}

/** Desktop-first back-office: a sidebar of every admin screen (a drawer below 1280 px), a header, the screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const items = menuFor('admin');
  const pending = usePendingChangesCount();
  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900 print:block print:bg-white">
      {/* The first Tab stop: past the menu and the header to the screen itself (WCAG 2.4.1). */}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-medium text-sky-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Asosiy qismga oʻtish
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e border-slate-200 bg-white xl:flex print:hidden">
        <Sidebar items={items} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur md:px-6 print:hidden">
          <MenuDrawer items={items} />
          <div className="ms-auto flex items-center gap-3">
            {pending > 0 && <PendingChangesChip count={pending} />}
            <Suspense fallback={null}>
              <NotificationBell />
              <NewOrderWatcher />
            </Suspense>
            <UserBadge />
            <SignOutButton />
          </div>
        </header>
        <OfflineBanner className="sticky top-16 z-10 flex justify-center py-1 empty:hidden print:hidden" />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none xl:p-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
