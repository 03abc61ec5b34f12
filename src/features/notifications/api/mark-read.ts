import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { NotificationMarkReadResult } from '../../../contract/notification';
import type { NotificationReadBody } from '../../../contract/schemas/notification';
import { http } from '../../../lib/http/http';
import { toastError } from '../../../lib/toast';
import { notificationKeys } from './notification-keys';

export const markRead = (body: NotificationReadBody) =>
  http.patch<One<NotificationMarkReadResult>>('/notification', body).then((res) => res.data);

/** `{ ids }` or `{ all: true }`; the lists and the bell's count refetch after. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onError: (error) => toastError(error),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
