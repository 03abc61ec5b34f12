import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChipGroup } from '../../../components/chip-group';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { FilterBar } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { StatusTag } from '../../../components/status-tag';
import { notificationTypes } from '../../../contract/enums';
import { notificationTypeLabels } from '../../../contract/labels';
import type { Notification } from '../../../contract/notification';
import { formatDate } from '../../../lib/dates';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { pickAll, pickOne } from '../../../lib/url-state';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { notificationsQueryOptions } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { Button } from '../../../components/button';

const readOptions = [
  { value: 'false', label: 'Oʻqilmagan' },
  { value: 'true', label: 'Oʻqilgan' },
];

export default function NotificationsScreen() {
  const list = useListParams({ sorts: ['createdAt'] as const, defaultSort: 'createdAt' });
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const filters = useMemo(
    () => ({
      type: pickAll(list.params, 'type', notificationTypes),
      isRead: pickOne(list.params, 'isRead', ['true', 'false'] as const),
    }),
    [list.params],
  );
  const notifications = useListQuery(notificationsQueryOptions({ ...list.query, ...filters }));

  const columns: Column<Notification>[] = [
    {
      id: 'type',
      header: 'Turi',
      cell: (n) => <StatusTag label={notificationTypeLabels[n.type]} tone={n.isRead ? 'slate' : 'sky'} />,
    },
    {
      id: 'text',
      header: 'Xabar',
      cell: (n) => (
        <span className={n.isRead ? 'text-slate-700' : 'font-semibold text-slate-900'}>
          {n.title}
          <span className="block text-xs font-normal text-slate-600">{n.body}</span>
        </span>
      ),
    },
    { id: 'createdAt', header: 'Sana', sortKey: 'createdAt', cell: (n) => formatDate(n.createdAt) },
    {
      id: 'read',
      header: <span className="sr-only">Amallar</span>,
      align: 'end',
      cell: (n) =>
        n.isRead ? (
          <span className="text-xs text-slate-600">Oʻqilgan</span>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => markRead.mutate({ ids: [n.id] })}>
            Oʻqildi deb belgilash
          </Button>
        ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="Bildirishnomalar"
        actions={
          <Button disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            Hammasini oʻqildi deb belgilash
          </Button>
        }
      />
      <FilterBar onClear={list.params.size ? list.clear : undefined}>
        <ChipGroup
          label="Turi"
          options={notificationTypes}
          labels={notificationTypeLabels}
          value={filters.type}
          onChange={(type) => list.set({ type })}
        />
        <SelectField
          label="Holati"
          className="w-44"
          value={filters.isRead}
          options={readOptions}
          onChange={(isRead) => list.set({ isRead })}
        />
      </FilterBar>
      <ListTable
        caption="Bildirishnomalar"
        columns={columns}
        result={notifications}
        list={list}
        onRowClick={(n) => navigate(`/notifications/detail?id=${n.id}`)}
        rowLabel={(n) => `${n.title}: ${n.body}`}
      />
    </section>
  );
}
