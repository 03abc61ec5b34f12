import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useBackTo } from '../lib/back-to-list';
import { useIdParam } from '../lib/url-state';
import { EmptyState } from './empty-state';
import { Loading } from './loading';
import { PageHeader } from './page-header';
import { useErrorToast } from '../lib/hooks/use-error-toast';

interface EntityFormScreenProps<T, TKey extends QueryKey> {
  /** The entity's name, the page's title: `Banner`. */
  title: string;
  /** The line under the title of an empty form: `Yangi banner`. */
  newText: string;
  /** The list the form belongs to: the back link, and where saving returns. */
  list: { path: string; label: string };
  /** Shown when `?id=` names no entity: `Banner topilmadi`. */
  notFoundText: string;
  detail: (id: number) => UseQueryOptions<T, Error, T, TKey>;
  /** The form: empty, or filled with the entity to edit. */
  form: (entity?: T) => ReactNode;
}

/** The create/edit screen of a catalogue entity: `?id=` edits that entity once it has loaded, no id makes a new one. */
export function EntityFormScreen<T, TKey extends QueryKey>({
  title,
  newText,
  list,
  notFoundText,
  detail,
  form,
}: EntityFormScreenProps<T, TKey>) {
  const id = useIdParam();
  const back = useBackTo(list.path);
  const editing = Number.isInteger(id) && id > 0;
  return (
    <section>
      <PageHeader title={title} description={editing ? 'Tahrirlash' : newText} back={{ to: back, label: list.label }} />
      {editing ? <EditEntity id={id} detail={detail} notFoundText={notFoundText} form={form} /> : form()}
    </section>
  );
}

type EditEntityProps<T, TKey extends QueryKey> = Pick<
  EntityFormScreenProps<T, TKey>,
  'detail' | 'notFoundText' | 'form'
> & { id: number };

function EditEntity<T, TKey extends QueryKey>({ id, detail, notFoundText, form }: EditEntityProps<T, TKey>) {
  const query = useQuery(detail(id));
  useErrorToast(query.error);
  if (query.isPending) return <Loading />;
  if (query.isError) return <EmptyState text={notFoundText} />;
  // A new id starts a fresh form, not the last entity's edits.
  return <Fragment key={id}>{form(query.data)}</Fragment>;
}
