import { Stat } from '../../../components/stat';
import type { Shift, ShiftFigures as Figures } from '../../../contract/shift';
import { fullBottlesLeft } from '../../../contract/shift-rules';
import { formatMoney, formatNumber } from '../../../lib/money';

interface ShiftFiguresProps {
  shift: Pick<Shift, 'fullBottlesLoaded'>;
  figures: Figures;
  /** Queued deliveries whose lines the phone does not have: their full bottles come once they are sent. */
  unknownFull?: number;
}

/** The shift so far: orders, the cash collected, the empties taken back and the full bottles. */
export function ShiftFigures({ shift, figures, unknownFull = 0 }: ShiftFiguresProps) {
  const left = fullBottlesLeft({ ...shift, ...figures });
  return (
    <div>
      <dl className="grid grid-cols-2 gap-2">
        <Stat label="Yetkazilgan" value={formatNumber(figures.ordersDelivered)} />
        <Stat label="Rad etilgan" value={formatNumber(figures.ordersRejected)} />
        <Stat label="Yigʻilgan naqd pul" value={formatMoney(figures.cashExpected)} strong />
        <Stat label="Qaytarilgan boʻsh idishlar" value={formatNumber(figures.emptiesExpected)} />
        <Stat label="Tarqatilgan toʻla idishlar" value={formatNumber(figures.fullBottlesDelivered)} />
        <Stat label="Qolgan toʻla idishlar" value={left === null ? '—' : formatNumber(left)} />
      </dl>
      {unknownFull > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {formatNumber(unknownFull)} ta buyurtmaning toʻla idishlari yuborilgach qoʻshiladi.
        </p>
      )}
    </div>
  );
}
