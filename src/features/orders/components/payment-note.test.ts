import { describe, expect, it } from 'vitest';
import { paymentMethods, paymentStatuses } from '../../../contract/enums';
import { paymentNoteText } from './payment-note';

describe('the money note of a courier’s row', () => {
  it('says what to collect: the cash, paid, or the method and a payment that has not gone through', () => {
    expect(paymentNoteText({ paymentMethod: 'cash', paymentStatus: 'processing', total: 82_000 })).toBe(
      'Naqd: 82 000 soʻm',
    );
    expect(paymentNoteText({ paymentMethod: 'click', paymentStatus: 'success', total: 82_000 })).toBe('Toʻlangan');
    expect(paymentNoteText({ paymentMethod: 'click', paymentStatus: 'failed', total: 82_000 })).toBe(
      'Click: Muvaffaqiyatsiz',
    );
    expect(paymentNoteText({ paymentMethod: 'transfer', paymentStatus: 'processing', total: 82_000 })).toBe(
      'Oʻtkazma: Jarayonda',
    );
  });

  // A note past about 30 characters wraps inside its tag at 360 px: the row grows to four lines, and the first
  // screen holds three orders instead of four (a bank transfer in `processing` did, 2026-12-06).
  it('fits one line of a 360-px row for every method and status', () => {
    for (const paymentMethod of paymentMethods) {
      for (const paymentStatus of paymentStatuses) {
        const note = paymentNoteText({ paymentMethod, paymentStatus, total: 9_999_999 });
        expect(note.length, note).toBeLessThanOrEqual(30);
      }
    }
  });
});
