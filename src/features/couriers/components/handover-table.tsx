import type { ReactNode } from 'react';
import type { Handover } from '../../../contract/shift-rules';
import type { Shift } from '../../../contract/shift';
import { formatMoney, formatNumber } from '../../../lib/money';

export const handoverRows = [
  { key: 'cash', label: 'Naqd pul', format: formatMoney },
  { key: 'empties', label: 'Boʻsh idishlar', format: formatNumber },
  { key: 'fullBottles', label: 'Toʻla idishlar', format: formatNumber },
] as const;

export const declaredOf = (shift: Shift): Handover => ({
  cash: shift.cashDeclared ?? 0,
  empties: shift.emptiesDeclared ?? 0,
  fullBottles: shift.fullBottlesDeclared ?? 0,
});

/** What the admin received at the last count: where a count for late changes starts. */
export const receivedOf = (shift: Shift): Handover => ({
  cash: shift.cashReceived ?? 0,
  empties: shift.emptiesReceived ?? 0,
  fullBottles: shift.fullBottlesReceived ?? 0,
});

interface HandoverTableProps {
  expected: Handover;
  declared: Handover;
  /** The admin's counted figure (a field, or a figure once confirmed), per row. */
  counted: (key: keyof Handover) => ReactNode;
  difference: (key: keyof Handover) => number;
}

/** Expected, declared and counted side by side, with the difference of each. */
export function HandoverTable({ expected, declared, counted, difference }: HandoverTableProps) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-slate-700">
          <th scope="col" className="py-1 font-medium">
            <span className="sr-only">Nima</span>
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Kutilgan
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Kuryer aytgan
          </th>
          <th scope="col" className="py-1 ps-3 font-medium">
            Qabul qilingan
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Farq
          </th>
        </tr>
      </thead>
      <tbody>
        {handoverRows.map(({ key, label, format }) => {
          const diff = difference(key);
          return (
            <tr key={key} className="border-t border-slate-100">
              <th scope="row" className="py-2 text-left font-medium">
                {label}
              </th>
              <td className="py-2 ps-3 text-right whitespace-nowrap tabular-nums">{format(expected[key])}</td>
              <td className="py-2 ps-3 text-right whitespace-nowrap tabular-nums">{format(declared[key])}</td>
              <td className="py-2 ps-3">{counted(key)}</td>
              <td
                className={`py-2 ps-3 text-right whitespace-nowrap tabular-nums ${diff === 0 ? '' : 'font-semibold text-red-800'}`}
              >
                {diff > 0 ? '+' : ''}
                {format(diff)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
