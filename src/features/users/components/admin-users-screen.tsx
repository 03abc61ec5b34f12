import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { userQueries } from '../../../api/user';
import { ChipGroup } from '../../../components/chip-group';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { FilterBar } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { enumOptions, SelectField } from '../../../components/select-field';
import { StatusTag } from '../../../components/status-tag';
import { roleTones, userStatusTones } from '../../../components/status-tones';
import { customerKinds, roles, userStatuses } from '../../../contract/enums';
import { customerKindLabels, roleLabels, userStatusLabels } from '../../../contract/labels';
import type { User } from '../../../contract/user';
import { formatDate } from '../../../lib/dates';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { pickAll, pickOne } from '../../../lib/url-state';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { formatNumber } from '../../../lib/money';

const sorts = ['createdAt', 'fullName', 'ordersCount'] as const;

const columns: Column<User>[] = [
  {
    id: 'fullName',
    header: 'F.I.Sh.',
    sortKey: 'fullName',
    cell: (u) => <span className="font-medium">{u.fullName}</span>,
  },
  { id: 'phone', header: 'Telefon', cell: (u) => <span className="whitespace-nowrap">{u.phone}</span> },
  { id: 'role', header: 'Rol', cell: (u) => <StatusTag label={roleLabels[u.role]} tone={roleTones[u.role]} /> },
  {
    id: 'status',
    header: 'Holat',
    cell: (u) => <StatusTag label={userStatusLabels[u.status]} tone={userStatusTones[u.status]} />,
  },
  { id: 'kind', header: 'Mijoz turi', cell: (u) => (u.customerKind ? customerKindLabels[u.customerKind] : '—') },
  {
    id: 'ordersCount',
    header: 'Buyurtmalar',
    sortKey: 'ordersCount',
    align: 'end',
    cell: (u) => formatNumber(u.ordersCount),
  },
  { id: 'createdAt', header: 'Roʻyxatdan oʻtgan', sortKey: 'createdAt', cell: (u) => formatDate(u.createdAt) },
];

export default function AdminUsersScreen() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const navigate = useNavigate();
  const filters = useMemo(
    () => ({
      role: pickAll(list.params, 'role', roles),
      status: pickAll(list.params, 'status', userStatuses),
      customerKind: pickOne(list.params, 'customerKind', customerKinds),
    }),
    [list.params],
  );
  const users = useListQuery(userQueries.list({ ...list.query, ...filters }));

  return (
    <section>
      <PageHeader title="Foydalanuvchilar" />
      <FilterBar onClear={list.params.size ? list.clear : undefined}>
        <div className="w-72">
          <SearchBox value={list.search} onChange={list.setSearch} placeholder="Ism yoki telefon" />
        </div>
        <SelectField
          label="Mijoz turi"
          className="w-44"
          value={filters.customerKind}
          options={enumOptions(customerKinds, customerKindLabels)}
          onChange={(customerKind) => list.set({ customerKind })}
        />
        <ChipGroup
          label="Rol"
          options={roles}
          labels={roleLabels}
          value={filters.role}
          onChange={(role) => list.set({ role })}
        />
        <div className="basis-full">
          <ChipGroup
            label="Holat"
            options={userStatuses}
            labels={userStatusLabels}
            value={filters.status}
            onChange={(status) => list.set({ status })}
          />
        </div>
      </FilterBar>
      <ListTable
        caption="Foydalanuvchilar"
        columns={columns}
        result={users}
        list={list}
        onRowClick={(u) => navigate(`/users/details?id=${u.id}`)}
        rowLabel={(u) => u.fullName}
      />
    </section>
  );
}
