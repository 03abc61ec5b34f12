import { z } from 'zod';
import { notificationTypes } from '../enums';
import { bodyId, listQuery, queryArray, queryBool, queryInt } from './common';

/** `GET /notification`; `search` on the title and body; newest first unless `order=asc`. */
export const notificationListQuery = listQuery(['createdAt'], {
  type: queryArray(z.enum(notificationTypes)).optional(),
  isRead: queryBool.optional(),
  id: queryInt(1).optional(),
});

export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** `PATCH /notification`: `{ ids }` or `{ all: true }`, one of the two. */
export const notificationReadBody = z
  .strictObject({
    ids: z.array(bodyId).min(1).max(500).optional(),
    all: z.literal(true).optional(),
  })
  .check((ctx) => {
    if ((ctx.value.ids === undefined) === (ctx.value.all === undefined)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['ids'],
        message: 'ids yoki all: true dan bittasini yuboring',
      });
    }
  });

export type NotificationReadBody = z.output<typeof notificationReadBody>;
