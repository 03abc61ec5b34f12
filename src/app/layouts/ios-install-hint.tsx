import { useIosInstallHint } from '../../lib/platform/ios-install-hint';
import { Button } from '../../components/button';

/** Once, on an iPhone in Safari: how to put the app on the home screen. */
export function IosInstallHint() {
  const { show, dismiss } = useIosInstallHint();
  if (!show) return null;
  return (
    <aside
      aria-label="Ilovani oʻrnatish"
      className="mx-4 mt-3 flex items-start gap-3 rounded-xl bg-sky-50 p-3 text-sm text-slate-800 ring-1 ring-sky-200"
    >
      <p className="flex-1">
        Ilovani oʻrnatish uchun brauzerdagi <strong>«Ulashish»</strong> tugmasini bosing va{' '}
        <strong>«Bosh ekranga qoʻshish»</strong>ni tanlang.
      </p>
      <Button variant="ghost" size="sm" onClick={dismiss}>
        Yopish
      </Button>
    </aside>
  );
}
