import type { ReactNode } from 'react';
import { OfflineBanner } from '../../components/offline-banner';

/** Signed out, or a role with no screens: just the screen. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-dvh bg-slate-50 text-slate-900">
      <OfflineBanner className="flex justify-center pt-[env(safe-area-inset-top)] empty:hidden" />
      {children}
    </main>
  );
}
