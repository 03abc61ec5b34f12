import { roleLabels } from '../../../contract/labels';
import type { OrderEvent } from '../../../contract/order-history';
import { formatTashkentDateTime } from '../../../lib/dates';
import { OrderStatusTag } from './order-status-tag';

/** What happened to the order, oldest first: the status after each step, who did it, and what changed. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <ol className="relative ms-2 border-s border-slate-200">
      {events.map((event, i) => (
        <li key={i} className="ms-4 pb-3 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute -start-1.5 mt-1.5 size-3 rounded-full border-2 border-white bg-slate-400"
          />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
            <OrderStatusTag status={event.status} />
            <time dateTime={event.at} className="text-slate-600 tabular-nums">
              {formatTashkentDateTime(event.at)}
            </time>
          </div>
          {event.note && <p className="mt-0.5 text-sm text-slate-900">{event.note}</p>}
          <p className="text-xs text-slate-600">
            {event.by ? `${event.by.fullName} · ${roleLabels[event.by.role]}` : 'Nomaʼlum'}
          </p>
        </li>
      ))}
    </ol>
  );
}
