import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { unreadCountQueryOptions } from '../api/get-unread-count';

/** The header's bell: the unread count, polled every 30 s; opens /notifications. */
export function NotificationBell() {
  const count = useQuery(unreadCountQueryOptions()).data ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  // The name contains what the badge shows ("99+"), so speech input can say what it sees; the
  // tooltip (and description) gives the exact count.
  const label = count > 0 ? `Bildirishnomalar: ${shown} ta oʻqilmagan` : 'Bildirishnomalar';
  const exact = count > 0 ? `Bildirishnomalar: ${count} ta oʻqilmagan` : 'Bildirishnomalar';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={exact}
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
  );
}
