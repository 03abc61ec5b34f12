import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { CallLink } from '../../../components/call-link';
import { InfiniteList } from '../../../components/infinite-list';
import { ScreenHeader } from '../../../components/screen-header';
import { SearchBox } from '../../../components/search-box';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { pickText, useParamsChange } from '../../../lib/url-state';
import { customersInfiniteQueryOptions } from '../api/get-customers';
import { CustomerAddresses } from './customer-addresses';

export default function CourierUsersScreen() {
  const [params] = useSearchParams();
  const search = pickText(params, 'search');
  const set = useParamsChange();
  const query = useInfiniteQuery(customersInfiniteQueryOptions({ search }));
  useErrorToast(query.error);

  return (
    <section>
      <ScreenHeader title="Foydalanuvchilar" />
      <div className="mb-3">
        <SearchBox value={search} placeholder="Ism yoki telefon" onChange={(value) => set({ search: value })} />
      </div>
      <InfiniteList query={query} label="Foydalanuvchilar roʻyxati" className="space-y-2">
        {(user) => (
          <li
            key={user.id}
            className="rounded-2xl border border-slate-200 bg-white px-4 py-3 [contain-intrinsic-size:auto_140px] [content-visibility:auto]"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium text-slate-900">{user.fullName}</p>
                <p className="text-sm text-slate-600 tabular-nums">{user.phone}</p>
                <p className="text-sm text-slate-600">Idishlar: {user.bottleBalance} ta</p>
              </div>
              <CallLink phone={user.phone} name={user.fullName} />
            </div>
            <CustomerAddresses userId={user.id} />
          </li>
        )}
      </InfiniteList>
    </section>
  );
}
