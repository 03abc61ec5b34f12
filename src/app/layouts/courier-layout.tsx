import { Navbar, Page, Tabbar, TabbarLink } from 'konsta/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { SignOutButton } from '../../components/sign-out-button';
import { userAtom } from '../../lib/session';
import { menuFor } from '../menu';

/** Mobile-first: a navbar, the screen, and a bottom tab bar of the courier's 4 screens. */
export function CourierLayout({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  return (
    <Page className="flex flex-col">
      <Navbar title="Yetkaz" subtitle={user?.fullName} right={<SignOutButton />} />
      <main className="flex-1 px-4 pt-4 pb-[calc(7rem+env(safe-area-inset-bottom))]">
        {children}
      </main>
      <Tabbar labels icons className="fixed bottom-0 left-0" innerClassName="gap-0!" component="nav" aria-label="Asosiy menyu">
        {menuFor('courier').map((item) => (
          <TabbarLink
            key={item.path}
            component={Link}
            linkProps={{ to: item.path, 'aria-current': pathname === item.path ? 'page' : undefined }}
            active={pathname === item.path}
            icon={<Icon name={item.icon} className="size-6" />}
            label={<span className="block whitespace-normal text-center text-[11px] leading-tight tracking-tight">{item.title}</span>}
          />
        ))}
      </Tabbar>
    </Page>
  );
}
