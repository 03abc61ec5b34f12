import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { notificationTypeLabels } from '../../../contract/labels';
import { formatDate } from '../../../lib/dates';
import { useIdParam } from '../../../lib/url-state';
import { notificationQueryOptions } from '../api/get-notification';
import { useMarkRead } from '../api/mark-read';
import { notificationTarget } from './notification-target';

export default function NotificationDetailScreen() {
  const id = useIdParam();
  const query = useQuery({ ...notificationQueryOptions(id), enabled: id > 0 });
  useErrorToast(query.error);
  const { mutate: markRead } = useMarkRead();
  const notification = query.data;
  const unread = notification?.isRead === false;
  // Opening it is reading it.
  useEffect(() => {
    if (unread) markRead({ ids: [id] });
  }, [unread, id, markRead]);

  const back = { to: '/notifications', label: 'Bildirishnomalar' };
  if (query.isPending && id > 0) return <Loading />;
  if (!notification)
    return (
      <>
        <PageHeader title="Bildirishnoma" back={back} />
        <EmptyState />
      </>
    );
  const target = notificationTarget(notification);
  return (
    <section>
      <PageHeader title="Bildirishnoma" back={back} />
      <article className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5">
        <div className="mb-2 flex items-center gap-3">
          <StatusTag label={notificationTypeLabels[notification.type]} tone="sky" />
          <time className="text-sm text-slate-600" dateTime={notification.createdAt}>
            {formatDate(notification.createdAt)}
          </time>
        </div>
        <h2 className="text-lg font-semibold">{notification.title}</h2>
        <p className="mt-1 text-slate-800">{notification.body}</p>
        <Link
          to={target.to}
          className="mt-4 inline-flex min-h-10 pointer-coarse:min-h-11 items-center rounded-lg bg-sky-400 px-4 text-sm font-semibold text-sky-950 hover:bg-sky-300"
        >
          {target.label}
        </Link>
      </article>
    </section>
  );
}
