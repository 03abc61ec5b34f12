import { useTheme } from 'konsta/react';
import { useAtomSnapshot } from '../../lib/hooks/use-atom-snapshot';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { OfflineBanner } from '../../components/offline-banner';
import { SignOutButton } from '../../components/sign-out-button';
import { PushCard } from '../../features/push/components/push-card';
import { PushMenuButton } from '../../features/push/components/push-menu-button';
import { useCanInstall } from '../../lib/platform/install-prompt';
import { useFailedChangesCount, usePendingChangesCount } from '../../lib/offline/offline-changes';
import { userAtom } from '../../lib/session';
import { useOnline } from '../../lib/hooks/use-online';
import { menuFor } from '../menu';
import { CourierNavbar } from './courier-navbar';
import { CourierTabbar } from './courier-tabbar';
import { InstallButton } from './install-button';
import { IosInstallHint } from './ios-install-hint';
import { PendingChangesChip } from './pending-changes-chip';

const pageBackground = { material: 'bg-md-light-surface', ios: 'bg-ios-light-surface' };

/**
 * Mobile-first: a navbar, the screen, and a bottom tab bar of the courier's 5 screens. The push bell and
 * card render with the rest (not lazily): arriving late they would shift the title and push the orders down.
 */
export function CourierLayout({ children }: { children: ReactNode }) {
  const user = useAtomSnapshot(userAtom);
  const { pathname, search } = useLocation();
  const pending = usePendingChangesCount();
  const failed = useFailedChangesCount();
  const online = useOnline();
  const canInstall = useCanInstall();
  const theme = useTheme();
  // Under the title, never over it: the offline banner and the counts share the navbar's second row.
  const notices = (pending > 0 || failed > 0 || !online) && (
    <div className="flex w-full flex-wrap items-center gap-2">
      <OfflineBanner className="empty:hidden" />
      {(pending > 0 || failed > 0) && <PendingChangesChip count={pending} failed={failed} />}
    </div>
  );
  return (
    // Konsta's Page, in plain markup like the navbar and tab bar.
    <div className={`${pageBackground[theme]} k-page absolute top-0 left-0 flex h-full w-full flex-col overflow-auto`}>
      <CourierNavbar
        title="Yetkaz"
        subtitle={user?.fullName}
        left={<PushMenuButton />}
        right={<SignOutButton alwaysAsk />}
        subnavbar={notices || undefined}
      />
      <IosInstallHint />
      <main className="flex-1 px-4 pt-4 pb-[calc(7rem+env(safe-area-inset-bottom))]">
        {pathname === '/orders' && !new URLSearchParams(search).has('order') && <PushCard />}
        {children}
      </main>
      {canInstall && <InstallButton />}
      <CourierTabbar items={menuFor('courier')} pathname={pathname} />
    </div>
  );
}
