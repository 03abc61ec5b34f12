import { entityQueries } from '../../../api/entity';
import type { Notification } from '../../../contract/notification';
import { notificationKeys } from './notification-keys';

export const notificationsQueryOptions = entityQueries<Notification>('/notification', notificationKeys).list;
