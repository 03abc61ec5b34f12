import { Spinner } from './spinner';

export function Loading() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center gap-3 text-slate-600">
      <Spinner afterAMoment />
      <span className="sr-only">Yuklanmoqda…</span>
    </div>
  );
}
