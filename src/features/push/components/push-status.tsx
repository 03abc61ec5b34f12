import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useEnablePush } from '../hooks/use-enable-push';
import type { PushState } from '../push-state';

const texts: Record<Exclude<PushState, 'unsupported'>, { title: string; body: string }> = {
  off: {
    title: 'Yangi buyurtmalardan xabar oling',
    body: 'Telefon choʻntakda yoki ekran oʻchiq boʻlsa ham yangi va sizga biriktirilgan buyurtmalar haqida bildirishnoma keladi.',
  },
  on: {
    title: 'Bildirishnomalar yoqilgan',
    body: 'Yangi va sizga biriktirilgan buyurtmalar haqida bildirishnoma keladi. Chiqishda ular oʻchadi.',
  },
  blocked: {
    title: 'Bildirishnomalar brauzerda oʻchirilgan',
    body: 'Yoqish uchun manzil satridagi qulf belgisini bosing → «Bildirishnomalar» → «Ruxsat berish». Oʻrnatilgan ilovada: telefon sozlamalari → Ilovalar → Yetkaz → Bildirishnomalar. Soʻng ilovaga qayting.',
  },
  'ios-not-installed': {
    title: 'Bildirishnoma olish uchun ilovani bosh ekranga qoʻshing',
    body: 'Safariʼdagi «Ulashish» tugmasini bosing, «Bosh ekranga qoʻshish»ni tanlang va ilovani bosh ekrandan oching.',
  },
};

/** The push state in words, with the one action that helps: a tap that asks for permission. */
export function PushStatus({ state, titleId }: { state: Exclude<PushState, 'unsupported'>; titleId?: string }) {
  const { enable, busy } = useEnablePush();
  const { title, body } = texts[state];
  const tone = state === 'on' ? 'text-emerald-700' : state === 'off' ? 'text-sky-800' : 'text-amber-800';
  return (
    <div className="flex items-start gap-3">
      <Icon name="bell" className={`mt-0.5 size-6 shrink-0 ${tone}`} />
      <div className="flex-1">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{body}</p>
        {state === 'off' && (
          <Button wide pill onClick={enable} disabled={busy} className="mt-3 min-h-11">
            {busy && <Spinner className="me-2 size-4" inheritColor />}
            Bildirishnomalarni yoqish
          </Button>
        )}
      </div>
    </div>
  );
}
