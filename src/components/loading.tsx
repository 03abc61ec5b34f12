import { Preloader } from 'konsta/react';

export function Loading() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center gap-3 text-slate-600">
      <Preloader />
      <span className="sr-only">Yuklanmoqda…</span>
    </div>
  );
}
