import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http/http-error';
import { DeleteEntityDialog } from './delete-entity-dialog';

afterEach(() => vi.restoreAllMocks());

const product = { id: 4, name: 'Suv 19 l' };
const kept = new HttpError(409, { data: null, meta: { status: 409, message: 'Mahsulot buyurtmalarda bor' } });

function Harness({
  remove,
  deactivate,
}: {
  remove: (id: number) => Promise<unknown>;
  deactivate?: (id: number) => Promise<unknown>;
}) {
  const [entity, setEntity] = useState<typeof product | null>(product);
  const removing = useMutation({ mutationFn: remove });
  const deactivating = useMutation({ mutationFn: deactivate ?? (async () => {}) });
  const onRefusal = deactivate && {
    title: 'Mahsulotni oʻchirib boʻlmaydi',
    confirmText: 'Nofaol qilish',
    doneText: 'Mahsulot nofaol qilindi',
    mutation: deactivating,
    variables: (p: typeof product) => p.id,
  };
  return (
    <DeleteEntityDialog
      entity={entity}
      onClose={() => setEntity(null)}
      title="Mahsulotni oʻchirasizmi?"
      content={(p) => p.name}
      deletedText="Mahsulot oʻchirildi"
      remove={removing}
      onRefusal={onRefusal}
    />
  );
}

function open(props: Parameters<typeof Harness>[0]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

const dialog = () => screen.queryByRole('alertdialog');
const confirm = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

it('asks with the entity, deletes it, says so and closes', async () => {
  const success = vi.spyOn(toast, 'success');
  const remove = vi.fn(async (_id: number) => null);
  open({ remove });
  expect(dialog()).toHaveAccessibleName('Mahsulotni oʻchirasizmi?');
  expect(dialog()).toHaveTextContent('Suv 19 l');
  confirm('Oʻchirish');
  await waitFor(() => expect(dialog()).toBeNull());
  expect(remove.mock.calls[0]![0]).toBe(4);
  expect(success).toHaveBeenCalledWith('Mahsulot oʻchirildi');
});

it('offers the other change when the server keeps the entity, and makes it', async () => {
  const success = vi.spyOn(toast, 'success');
  const deactivate = vi.fn(async (_id: number) => null);
  open({ remove: () => Promise.reject(kept), deactivate });
  confirm('Oʻchirish');
  await waitFor(() => expect(dialog()).toHaveAccessibleName('Mahsulotni oʻchirib boʻlmaydi'));
  expect(screen.getByRole('alert')).toHaveTextContent('Mahsulot buyurtmalarda bor');
  confirm('Nofaol qilish');
  await waitFor(() => expect(dialog()).toBeNull());
  expect(deactivate.mock.calls[0]![0]).toBe(4);
  expect(success).toHaveBeenCalledWith('Mahsulot nofaol qilindi');
});

it('shows the refusal as a toast and closes when there is no other change', async () => {
  const error = vi.spyOn(toast, 'error');
  open({ remove: () => Promise.reject(kept) });
  confirm('Oʻchirish');
  await waitFor(() => expect(dialog()).toBeNull());
  // The same refusal twice shows once: the toast's id is its text.
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith('Mahsulot buyurtmalarda bor', { id: 'Mahsulot buyurtmalarda bor' }),
  );
});
