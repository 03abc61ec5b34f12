import type { OrderHistoryJoined } from '../queries/order-history-select';
import { csvHead, csvLines } from './csv';

/** The CSV file, a batch read from the database each time the client has taken the one before. */
export function csvStream(batches: AsyncIterator<OrderHistoryJoined[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHead()));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value)));
      },
      async cancel() {
        await batches.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
