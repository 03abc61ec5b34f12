/** Empty bottles taken back at delivery; one per order, a repeat replaces the count. */
export interface Bottle {
  id: number;
  orderHistoryId: number;
  userId: number;
  courierId: number | null;
  count: number;
  createdAt: string;
}
