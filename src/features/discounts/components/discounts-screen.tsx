import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AddLink } from '../../../components/add-link';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SelectionBar } from '../../../components/selection-bar';
import type { Discount } from '../../../contract/discount';
import { discountSelection } from '../../../lib/selection';
import { useListState } from '../../../lib/back-to-list';
import { useListQuery } from '../../../lib/use-list-query';
import { useSelection } from '../../../lib/use-selection';
import { discountsQueryOptions } from '../api/get-discounts';
import { DeleteDiscountDialog } from './delete-discount-dialog';
import { discountColumns } from './discount-columns';
import { DiscountFilters } from './discount-filters';
import { useDiscountListParams } from './use-discount-list-params';

export default function DiscountsScreen() {
  const list = useDiscountListParams();
  const { data, meta, isLoading } = useListQuery(discountsQueryOptions(list.query));
  const selection = useSelection(discountSelection);
  const navigate = useNavigate();
  const linkState = useListState();
  const [deleting, setDeleting] = useState<Discount | null>(null);

  return (
    <section>
      <PageHeader title="Chegirmalar" actions={<AddLink to="/discounts/form" state={linkState} />} />
      <DiscountFilters list={list} />
      <SelectionBar
        label="Tanlangan chegirmalar"
        count={selection.count}
        onSelectPage={() => selection.add(data.map((discount) => discount.id))}
        onClear={selection.clear}
      />
      <DataTable
        caption="Chegirmalar"
        columns={discountColumns(setDeleting, linkState)}
        rows={data}
        rowKey={(discount) => discount.id}
        isLoading={isLoading}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        selected={selection.ids}
        onSelect={selection.onSelect}
        onRowClick={(discount) => navigate(`/discounts/form?id=${discount.id}`, { state: linkState })}
        rowLabel={(discount) => discount.name}
      />
      {meta && <Pagination page={meta.page} totalPages={meta.totalPages} total={meta.total} onPage={list.setPage} />}
      <DeleteDiscountDialog discount={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
