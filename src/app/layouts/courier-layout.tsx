import { Navbar, Page, Tabbar, TabbarLink } from 'konsta/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { OfflineBanner } from '../../components/offline-banner';
import { SignOutButton } from '../../components/sign-out-button';
import { useCanInstall } from '../../lib/install-prompt';
import { useFailedChangesCount, usePendingChangesCount } from '../../lib/offline-changes';
import { userAtom } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { menuFor } from '../menu';
import { InstallButton } from './install-button';
import { IosInstallHint } from './ios-install-hint';
import { PendingChangesChip } from './pending-changes-chip';

// Not needed for the first paint of a courier's orders: kept out of the first-load bundle.
const PushCard = lazy(() => import('../../features/push/components/push-card').then((m) => ({ default: m.PushCard })));
const PushMenuButton = lazy(() =>
  import('../../features/push/components/push-menu-button').then((m) => ({ default: m.PushMenuButton })),
);

/** Mobile-first: a navbar, the screen, and a bottom tab bar of the courier's 4 screens. */
export function CourierLayout({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  const pending = usePendingChangesCount();
  const failed = useFailedChangesCount();
  const online = useOnline();
  const canInstall = useCanInstall();
  // Under the title, never over it: the offline banner and the counts share the navbar's second row.
  const notices = (pending > 0 || failed > 0 || canInstall || !online) && (
    <div className="flex w-full flex-wrap items-center gap-2">
      <OfflineBanner className="empty:hidden" />
      {(pending > 0 || failed > 0) && <PendingChangesChip count={pending} failed={failed} />}
      {canInstall && <InstallButton />}
    </div>
  );
  return (
    <Page className="flex flex-col">
      <Navbar
        component="header"
        title="Yetkaz"
        subtitle={user?.fullName}
        left={
          <Suspense fallback={null}>
            <PushMenuButton />
          </Suspense>
        }
        right={<SignOutButton alwaysAsk />}
        subnavbar={notices || undefined}
        subnavbarClassName="h-auto! py-2"
      />
      <IosInstallHint />
      <main className="flex-1 px-4 pt-4 pb-[calc(7rem+env(safe-area-inset-bottom))]">
        {pathname === '/orders' && (
          <Suspense fallback={null}>
            <PushCard />
          </Suspense>
        )}
        {children}
      </main>
      <Tabbar
        labels
        icons
        // Konsta draws each icon 64 px wide: four of them would not fit on a 320-px phone.
        className="fixed bottom-0 left-0 [&_.k-link]:min-w-0 [&_.k-tabbar-link-icon]:w-12"
        innerClassName="gap-0! px-0!"
        component="nav"
        aria-label="Asosiy menyu"
      >
        {menuFor('courier').map((item) => (
          <TabbarLink
            key={item.path}
            component={Link}
            linkProps={{ to: item.path, 'aria-current': pathname === item.path ? 'page' : undefined }}
            active={pathname === item.path}
            icon={<Icon name={item.icon} className="size-6" />}
            label={
              <span className="block text-center text-[11px] leading-tight tracking-tight whitespace-normal">
                {item.tab ?? item.title}
              </span>
            }
          />
        ))}
      </Tabbar>
    </Page>
  );
}
