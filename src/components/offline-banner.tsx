import { useOnline } from '../lib/hooks/use-online';

/** In the flow of the page, under the header, so it never covers a title. */
export function OfflineBanner({ className = '' }: { className?: string }) {
  const online = useOnline();
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className={className}>
      {!online && (
        <p className="inline-flex rounded-full bg-slate-900 px-3 py-1 text-xs font-medium whitespace-nowrap text-white">
          Internet yoʻq — oflayn rejim
        </p>
      )}
    </div>
  );
}
