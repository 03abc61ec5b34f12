/** `GET /new-order`: has an order visible to the caller arrived since their last `PATCH /new-order`? */
export interface NewOrderFlag {
  isRead: boolean;
  /** When the newest such order arrived; `null` when there is none. */
  lastOrderAt: string | null;
}
