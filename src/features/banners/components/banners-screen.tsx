import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AddLink } from '../../../components/add-link';
import { DataTable } from '../../../components/data-table';
import { FilterBar } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import type { Banner } from '../../../contract/banner';
import { useListParams } from '../../../lib/use-list-params';
import { pickOne } from '../../../lib/url-state';
import { useListState } from '../../../lib/back-to-list';
import { useListQuery } from '../../../lib/use-list-query';
import { bannersQueryOptions } from '../api/get-banners';
import { bannerColumns } from './banner-columns';
import { DeleteBannerDialog } from './delete-banner-dialog';

const sorts = ['position', 'createdAt'] as const;
const activeOptions = [
  { value: 'true', label: 'Faol' },
  { value: 'false', label: 'Nofaol' },
];

export default function BannersScreen() {
  const list = useListParams({ sorts, defaultSort: 'position', defaultOrder: 'asc' });
  const isActive = pickOne(list.params, 'isActive', ['true', 'false'] as const);
  const { data, meta, isLoading } = useListQuery(bannersQueryOptions({ ...list.query, isActive }));
  const navigate = useNavigate();
  const linkState = useListState();
  const [deleting, setDeleting] = useState<Banner | null>(null);

  return (
    <section>
      <PageHeader title="Bannerlar" actions={<AddLink to="/banners/form" state={linkState} />} />
      <FilterBar onClear={isActive || list.search ? list.clear : undefined}>
        <div className="w-72">
          <SearchBox value={list.search} onChange={list.setSearch} placeholder="Sarlavha" />
        </div>
        <SelectField className="w-32" label="Holat" value={isActive} options={activeOptions} onChange={(value) => list.set({ isActive: value })} />
      </FilterBar>
      <DataTable
        caption="Bannerlar"
        columns={bannerColumns(setDeleting, linkState)}
        rows={data}
        rowKey={(banner) => banner.id}
        isLoading={isLoading}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        onRowClick={(banner) => navigate(`/banners/form?id=${banner.id}`, { state: linkState })}
        rowLabel={(banner) => banner.title}
      />
      {meta && <Pagination page={meta.page} totalPages={meta.totalPages} total={meta.total} onPage={list.setPage} />}
      <DeleteBannerDialog banner={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
