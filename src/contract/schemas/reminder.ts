import { z } from 'zod';
import { answers, sendStatuses } from '../enums';
import { listQuery, queryArray, queryInt, textSchema } from './common';
import { dateRange, dateSchema } from './dates';

export const answerSchema = z.enum(answers);

/** `GET /reminder`; `dateFrom`/`dateTo` are on `remindOn`, `search` on the customer's name or phone. */
export const reminderListQuery = listQuery(['remindOn', 'createdAt'], {
  status: queryArray(z.enum(sendStatuses)).optional(),
  answer: queryArray(answerSchema).optional(),
  dateFrom: dateSchema.optional(),
  dateTo: dateSchema.optional(),
  userId: queryInt(1).optional(),
}).check(dateRange);

export type ReminderListQuery = z.output<typeof reminderListQuery>;

/** `note: null` clears the note. */
export const reminderPatchBody = z
  .strictObject({
    answer: answerSchema.optional(),
    note: textSchema().trim().max(1000).nullable().optional(),
  })
  .refine((body) => body.answer !== undefined || body.note !== undefined, {
    message: 'Javob yoki izohni yuboring',
    path: ['answer'],
  });
