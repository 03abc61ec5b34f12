import { Spinner } from './spinner';

export function Loading() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-8 spinner-after-a-moment" />
      <span className="sr-only">Yuklanmoqda…</span>
    </div>
  );
}
