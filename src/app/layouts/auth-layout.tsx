import type { ReactNode } from 'react';

/** Signed out, or a role with no screens: just the screen. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <main className="min-h-dvh bg-slate-50 text-slate-900">{children}</main>;
}
