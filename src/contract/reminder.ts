import type { Address } from './address';
import type { Answer, SendStatus } from './enums';
import type { UserRef } from './user';

/** A reminder to call a customer whose water is about to run out. */
export interface Reminder {
  id: number;
  userId: number;
  user: UserRef;
  /** `YYYY-MM-DD` */
  remindOn: string;
  /** The bot's message to the customer. */
  status: SendStatus;
  /** What the customer said. */
  answer: Answer;
  note: string | null;
  lastOrderId: number | null;
  /** Where the order `lastOrderId` went, as it was ordered (null without one): where the courier takes the water. */
  address: Address | null;
  createdAt: string;
  updatedAt: string;
}
