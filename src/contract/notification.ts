import type { NotificationType } from './enums';

export interface Notification {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  /** The order, user or reminder the notification is about, by `type`. */
  entityId: number;
  isRead: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NotificationMarkReadResult {
  updated: number;
}
