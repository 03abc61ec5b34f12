import { describe, expect, it } from 'vitest';
import { phoneDigits, toPhone } from './phone';

describe('phone', () => {
  it('keeps the 9 digits a person typed', () => {
    expect(phoneDigits('90 123-45-67')).toBe('901234567');
    expect(phoneDigits('+998 90 123 45 67')).toBe('901234567');
    expect(phoneDigits('9012345678')).toBe('901234567');
  });

  it('sends +998 and the 9 digits', () => {
    expect(toPhone('900000001')).toBe('+998900000001');
  });
});
