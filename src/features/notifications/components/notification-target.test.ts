import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('leads to the order with its number, the user or the reminders', () => {
    expect(notificationTarget({ type: 'new-order', entityId: 7, body: '№10045: Ali Valiyev, 12 500 soʻm' }).to).toBe(
      '/orders/7/products?number=10045',
    );
    expect(notificationTarget({ type: 'new-user', entityId: 9, body: '' }).to).toBe('/users/details?id=9');
    expect(notificationTarget({ type: 'new-reminder', entityId: 3, body: '' }).to).toBe('/reminders');
  });
});
