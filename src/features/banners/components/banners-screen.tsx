import { bannerQueries } from '../../../api/banner';
import { DeleteEntityDialog } from '../../../components/delete-entity-dialog';
import { EntityListScreen } from '../../../components/entity-list-screen';
import { FilterBar } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { activeOptions, SelectField } from '../../../components/select-field';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { pickOne } from '../../../lib/url-state';
import { useDeleteBanner } from '../api/banner-mutations';
import { bannerColumns } from './banner-columns';

const sorts = ['position', 'createdAt'] as const;
export default function BannersScreen() {
  const list = useListParams({ sorts, defaultSort: 'position', defaultOrder: 'asc' });
  const isActive = pickOne(list.params, 'isActive', ['true', 'false'] as const);
  const remove = useDeleteBanner();

  return (
    <EntityListScreen
      title="Bannerlar"
      formPath="/banners/form"
      list={list}
      query={bannerQueries.list({ ...list.query, isActive })}
      columns={bannerColumns}
      rowLabel={(banner) => banner.title}
      filters={
        <FilterBar onClear={isActive || list.search ? list.clear : undefined}>
          <div className="w-72">
            <SearchBox value={list.search} onChange={list.setSearch} placeholder="Sarlavha" />
          </div>
          <SelectField
            className="w-32"
            label="Holat"
            value={isActive}
            options={activeOptions}
            onChange={(value) => list.set({ isActive: value })}
          />
        </FilterBar>
      }
      deleteDialog={(banner, onClose) => (
        <DeleteEntityDialog
          entity={banner}
          onClose={onClose}
          title="Bannerni oʻchirasizmi?"
          content={(b) => b.title}
          deletedText="Banner oʻchirildi"
          remove={remove}
        />
      )}
    />
  );
}
