export const PHONE_PREFIX = '+998';

/** The 9 digits a person typed (spaces, dashes, a pasted `+998` all tolerated). */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.length > 9 && digits.startsWith('998') ? digits.slice(3) : digits).slice(0, 9);
}

export const toPhone = (digits: string) => `${PHONE_PREFIX}${phoneDigits(digits)}`;
