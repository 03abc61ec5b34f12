import type { Notification } from '../../../contract/notification';

/** Where a notification leads: its order's lines, its user, or the reminders. */
export function notificationTarget(notification: Pick<Notification, 'type' | 'entityId' | 'body'>): {
  to: string;
  label: string;
} {
  switch (notification.type) {
    case 'new-order': {
      // The order screen finds the order by its number, which the body names as `№10045`.
      const number = /№\s*(\d+)/.exec(notification.body)?.[1];
      return {
        to: `/orders/${notification.entityId}/products${number ? `?number=${number}` : ''}`,
        label: 'Buyurtmani ochish',
      };
    }
    case 'new-user':
      return { to: `/users/details?id=${notification.entityId}`, label: 'Foydalanuvchini ochish' };
    case 'new-reminder':
      return { to: '/reminders', label: 'Eslatmalarga oʻtish' };
  }
}
