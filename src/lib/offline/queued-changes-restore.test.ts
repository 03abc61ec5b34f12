import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { restorable } from './queued-changes-restore';

const hour = 60 * 60_000;
const now = 100 * hour;
const rules = { buster: 'build-2', maxAge: 24 * hour, now };

const mutation = (status: string, isPaused: boolean) =>
  ({
    mutationKey: ['bottle'],
    scope: { id: 'courier-changes' },
    state: { status, isPaused, variables: { n: status } },
  }) as never;

const persisted = (buster: string, age: number): PersistedClient => ({
  buster,
  timestamp: now - age,
  clientState: {
    queries: [{ queryKey: ['order-history'], queryHash: '["order-history"]', state: {} } as never],
    mutations: [
      mutation('pending', true),
      mutation('pending', false),
      mutation('success', false),
      mutation('error', false),
    ],
  },
});

describe('restorable', () => {
  it('keeps the queries of this build within maxAge', () => {
    const client = restorable(persisted('build-2', 2 * hour), rules)!;
    expect(client.clientState.queries).toHaveLength(1);
    expect(client.timestamp).toBe(now - 2 * hour);
  });

  it('after an update drops the queries but keeps every waiting change, as paused, and every refused one as it was', () => {
    const client = restorable(persisted('build-1', hour), rules)!;
    expect(client.buster).toBe('build-2');
    expect(client.clientState.queries).toEqual([]);
    expect(client.clientState.mutations.map((m) => m.state)).toEqual([
      { status: 'pending', isPaused: true, variables: { n: 'pending' } },
      { status: 'pending', isPaused: true, variables: { n: 'pending' } },
      { status: 'error', isPaused: false, variables: { n: 'error' } },
    ]);
  });

  it('drops queries older than maxAge, never the changes', () => {
    const client = restorable(persisted('build-2', 30 * hour), rules)!;
    expect(client.clientState.queries).toEqual([]);
    expect(client.clientState.mutations).toHaveLength(3);
    expect(client.timestamp).toBe(now);
  });

  it('gives nothing for nothing', () => {
    expect(restorable(undefined, rules)).toBeUndefined();
  });
});
