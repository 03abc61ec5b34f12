import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OrderHistory } from '../../../contract/order-history';
import { courierFetch } from '../testing/courier-fetch';
import { makeOrder } from '../testing/make-order';
import { renderCourierOrders } from '../testing/render-courier-orders';

// Every row the sections draw, counted: a cheap phone pays for each one.
const drawn = vi.hoisted(() => ({ rows: 0 }));
vi.mock('./run-sheet-row', async (importOriginal) => {
  const { RunSheetRow } = await importOriginal<typeof import('./run-sheet-row')>();
  return {
    RunSheetRow: (props: ComponentProps<typeof RunSheetRow>) => {
      drawn.rows++;
      return <RunSheetRow {...props} />;
    },
  };
});

let run: OrderHistory[];

beforeEach(() => {
  drawn.rows = 0;
  run = [
    makeOrder({ id: 1, number: 10045, courierId: 2 }),
    makeOrder({ id: 2, number: 10046, courierId: 2 }),
    makeOrder({ id: 3, number: 10047, courierId: 2 }),
  ];
  vi.stubGlobal('fetch', vi.fn(courierFetch(() => run)));
});

afterEach(() => vi.unstubAllGlobals());

it('a poll draws only the rows of the section whose answer changed, once each', async () => {
  const client = renderCourierOrders();
  await screen.findByText('#10047');
  await screen.findByText('#10050');
  await act(() => client.refetchQueries());
  const settled = drawn.rows;

  // The same answers again (a poll with nothing new): the screen draws its fetching state, not a row.
  await act(() => client.refetchQueries());
  expect(drawn.rows).toBe(settled);

  // One order of the run changed: the run's three rows once (not once urgently and again deferred), the other section none.
  run = [run[0]!, { ...run[1]!, user: { ...run[1]!.user, fullName: 'Bobur Aliyev' } }, run[2]!];
  await act(() => client.refetchQueries());
  await waitFor(() => expect(screen.getByText('Bobur Aliyev')).toBeInTheDocument());
  expect(drawn.rows - settled).toBe(3);
});
