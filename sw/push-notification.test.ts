// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { notificationBadge, notificationFromPush, notificationIcon, readPushData } from './push-notification';

const now = 1_790_000_000_000;

describe('notificationFromPush', () => {
  it('a new order: its title and body, the icons, a tag per order that rings again, vibration, the courier’s link', () => {
    expect(
      notificationFromPush(
        {
          type: 'new-order',
          id: 42,
          number: 10042,
          title: 'Yangi buyurtma #10042',
          body: 'Dilshod Rahimov, Chilonzor, 70 000 soʻm',
          url: '/orders?order=42',
        },
        now,
      ),
    ).toEqual({
      title: 'Yangi buyurtma #10042',
      options: {
        body: 'Dilshod Rahimov, Chilonzor, 70 000 soʻm',
        icon: notificationIcon,
        badge: notificationBadge,
        tag: 'order-42',
        renotify: true,
        vibrate: [200, 100, 200, 100, 400],
        timestamp: now,
        lang: 'uz',
        data: { url: '/orders?order=42', type: 'new-order' },
      },
    });
  });

  it('an assignment replaces the same order’s alert and rings', () => {
    const { options } = notificationFromPush({
      type: 'assigned',
      id: 42,
      title: 'Sizga buyurtma biriktirildi #10042',
      body: 'Chilonzor',
      url: '/orders?order=42',
    });
    expect(options).toMatchObject({
      tag: 'order-42',
      renotify: true,
      data: { url: '/orders?order=42', type: 'assigned' },
    });
  });

  it('reminders share one tag and do not ring again', () => {
    const { title, options } = notificationFromPush({
      type: 'new-reminder',
      id: 7,
      title: 'Yangi eslatma',
      body: '2 ta mijozga qoʻngʻiroq qilish kerak',
      url: '/reminders',
    });
    expect(title).toBe('Yangi eslatma');
    expect(options).toMatchObject({ tag: 'reminders', renotify: false, data: { url: '/reminders' } });
  });

  it('still shows something for an empty or unreadable push', () => {
    for (const data of [null, undefined, 'text', 42, {}, { type: 'other', title: 5 }]) {
      const shown = notificationFromPush(data);
      expect(shown.title).toBe('Yetkaz: yangi bildirishnoma');
      expect(shown.options).toMatchObject({ tag: 'yetkaz', renotify: false, body: '', data: { url: '/' } });
    }
  });

  it('only links inside the app', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(notificationFromPush({ type: 'new-order', id: 1, title: 'x', url }).options.data.url).toBe('/');
    }
  });

  it('only links that a URL parser also resolves to the app’s origin', () => {
    const origin = 'https://yetkaz.uz';
    const linkOf = (url: unknown) =>
      notificationFromPush({ type: 'new-order', id: 1, title: 'x', url }, now, origin).options.data.url;
    for (const url of [
      '/\\evil.com',
      '\\\\evil.com/x',
      '/\t/evil.com',
      '\\/evil.com',
      'https://yetkaz.uz.evil.com/',
      'http://yetkaz.uz/orders',
      'http://[',
    ]) {
      expect(linkOf(url), url).toBe('/');
    }
    for (const url of ['/orders?order=42', 'reminders', 'https://yetkaz.uz/orders/7/products']) {
      expect(linkOf(url), url).toBe(url);
    }
  });

  it('cuts overlong text', () => {
    const { title, options } = notificationFromPush({ title: 'a'.repeat(500), body: 'b'.repeat(1000) });
    expect(title).toHaveLength(120);
    expect(options.body).toHaveLength(300);
  });
});

describe('readPushData', () => {
  it('reads JSON, and gives null for no data or data that is not JSON', () => {
    expect(readPushData({ json: () => ({ a: 1 }) })).toEqual({ a: 1 });
    expect(readPushData(null)).toBeNull();
    expect(
      readPushData({
        json: () => {
          throw new SyntaxError('bad');
        },
      }),
    ).toBeNull();
  });
});
