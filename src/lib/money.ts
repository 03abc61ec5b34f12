const CURRENCY = 'soʻm';

/** `20 000`, `-1 250`: whole numbers, digits grouped by three with a space (the Uzbek way). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const sign = value < 0 ? '-' : '';
  return (
    sign +
    Math.round(Math.abs(value))
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  );
}

/** `12 500 soʻm`: so'm are integers, grouped as `formatNumber` groups them. */
export function formatMoney(amount: number | null | undefined): string {
  const number = formatNumber(amount);
  return number === '—' ? number : `${number} ${CURRENCY}`;
}
