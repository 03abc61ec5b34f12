const CURRENCY = 'soʻm';

/** `12 500 soʻm`: so'm are integers, digits grouped by three with a space. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  const sign = amount < 0 ? '-' : '';
  const digits = Math.round(Math.abs(amount)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${digits} ${CURRENCY}`;
}
