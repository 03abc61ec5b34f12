import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userQueries } from '../../../api/user';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { Stat } from '../../../components/stat';
import { StatusTag } from '../../../components/status-tag';
import { roleTones, userStatusTones } from '../../../components/status-tones';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { roleLabels, userStatusLabels } from '../../../contract/labels';
import { formatDate } from '../../../lib/dates';
import { useIdParam } from '../../../lib/url-state';
import { UserAddresses } from './user-addresses';
import { UserBasket } from './user-basket';
import { UserOrders } from './user-orders';
import { UserProfileForm } from './user-profile-form';
import { formatNumber } from '../../../lib/money';

function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`} aria-label={title}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default function UserDetailsScreen() {
  const id = useIdParam();
  const user = useQuery({ ...userQueries.detail(id), enabled: id > 0 });
  useErrorToast(user.error);
  const back = { to: '/users', label: 'Foydalanuvchilar' };

  if (user.isPending && id > 0) return <Loading />;
  if (!user.data)
    return (
      <>
        <PageHeader title="Foydalanuvchi" back={back} />
        <EmptyState />
      </>
    );
  const u = user.data;
  return (
    <section>
      <PageHeader
        title="Foydalanuvchi"
        back={back}
        description={
          <>
            <span className="text-base font-semibold text-slate-900">{u.fullName}</span> · {u.phone} · roʻyxatdan
            oʻtgan: {formatDate(u.createdAt)}
          </>
        }
        actions={
          <>
            <StatusTag label={roleLabels[u.role]} tone={roleTones[u.role]} />
            <StatusTag label={userStatusLabels[u.status]} tone={userStatusTones[u.status]} />
          </>
        }
      />
      <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Buyurtmalar" value={formatNumber(u.ordersCount)} />
        <Stat label="Idishlar (mijozda)" value={formatNumber(u.bottleBalance)} strong />
        <Stat label="Kompaniya" value={u.companyName ?? '—'} />
        <Stat label="STIR" value={u.tin ?? '—'} />
      </dl>
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="space-y-4">
          <UserProfileForm key={u.updatedAt} user={u} />
          <Panel title="Manzillar">
            <UserAddresses userId={u.id} />
          </Panel>
          <Panel title="Savat">
            <UserBasket userId={u.id} />
          </Panel>
        </div>
        <Panel title="Buyurtmalar">
          <UserOrders userId={u.id} />
        </Panel>
      </div>
    </section>
  );
}
