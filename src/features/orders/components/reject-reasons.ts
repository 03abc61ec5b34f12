/** The courier's ready reasons (UZ.md, fixed), offered as chips. */
export const readyRejectReasons = [
  'Mijoz telefonni olmadi',
  'Mijoz manzilda yoʻq',
  'Mijoz bekor qildi',
  'Manzil topilmadi',
  'Mahsulot shikastlangan',
] as const;

export const MIN_REASON = 3;

/** The reason sent: the chip, with the courier's words after it; without a chip, the words alone (3+ characters). */
export function rejectReason(chip: string | null, words: string): string | null {
  const text = words.trim();
  if (chip) return text ? `${chip}: ${text}` : chip;
  return text.length >= MIN_REASON ? text : null;
}
