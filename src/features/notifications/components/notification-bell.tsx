import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { Button } from '../../../components/button';
import { formatNumber } from '../../../lib/money';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';

/** The header's bell: the real unread count, polled every 30 s, opens /notifications; beside it, mark all read. */
export function NotificationBell() {
  const count = useQuery(unreadCountQueryOptions()).data ?? 0;
  const markRead = useMarkRead();
  // The real count, grouped as numbers are elsewhere ("1 204").
  const shown = formatNumber(count);
  // The name contains what the badge shows ("99+"), so speech input can say what it sees; the
  // tooltip (and description) gives the exact count.
  const label = count > 0 ? `Bildirishnomalar: ${shown} ta oʻqilmagan` : 'Bildirishnomalar';
  return (
    <span className="flex items-center gap-1">
      <Link
        to="/notifications"
        aria-label={label}
        title={label}
        className="relative grid size-10 pointer-coarse:size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        <Icon name="bell" className="size-6" />
        {count > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white tabular-nums"
          >
            {shown}
          </span>
        )}
      </Link>
      {count > 0 && (
        <Button
          variant="ghost"
          aria-label="Hammasini oʻqildi deb belgilash"
          title="Hammasini oʻqildi deb belgilash"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          className="size-10 px-0! pointer-coarse:size-11 text-slate-700!"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M2 13l4 4 8-9M10 15l2 2 10-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
      )}
    </span>
  );
}
