import { entityKeys } from '../../../api/entity';

const base = entityKeys('notification');

export const notificationKeys = {
  ...base,
  unread: () => [...base.all, 'no-read-notifications'] as const,
};
