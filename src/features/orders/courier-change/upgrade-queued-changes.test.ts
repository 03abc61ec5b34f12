// @vitest-environment jsdom
import type { DehydratedState } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { orderMutationKeys } from '../api/order-keys';
import { upgradeQueuedChanges } from './upgrade-queued-changes';

type PersistedChange = DehydratedState['mutations'][number];

const change = (mutationKey: readonly string[], variables: object, status = 'pending') =>
  ({ mutationKey, scope: { id: 'courier-changes' }, state: { status, variables } }) as unknown as PersistedChange;
const bottles = (count: number, status?: string) =>
  change(['bottle'], { orderHistoryId: 1, number: 10045, count }, status);
const delivery = (variables: object = {}, status?: string) =>
  change(orderMutationKeys.status, { id: 1, number: 10045, status: 'delivered', ...variables }, status);
const shown = (changes: PersistedChange[]) =>
  changes.map(({ mutationKey, state }) => [mutationKey, state.status, state.variables]);

it('puts the bottles into the delivery queued beside them, before or after it', () => {
  expect(shown(upgradeQueuedChanges([bottles(2), delivery({ version: 3 })]))).toEqual(
    shown([delivery({ version: 3, bottlesReturned: 2 })]),
  );
  expect(shown(upgradeQueuedChanges([delivery({}, 'error'), bottles(1)]))).toEqual(
    shown([delivery({ bottlesReturned: 1 }, 'error')]),
  );
});

it('makes bottles queued alone (their delivery already sent) a delivery that carries them', () => {
  expect(shown(upgradeQueuedChanges([bottles(4, 'error')]))).toEqual(
    shown([delivery({ bottlesReturned: 4 }, 'error')]),
  );
});

it('leaves the changes of this build as they are', () => {
  const take = change(orderMutationKeys.status, { id: 2, number: 10046, status: 'courier' });
  const answer = change(['reminder', 'answer'], { id: 1, status: 'delivered' });
  const changes = [take, delivery({ bottlesReturned: 0 }), answer];
  expect(upgradeQueuedChanges(changes)).toEqual(changes);
});
