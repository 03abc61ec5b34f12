import type { PersistedClient } from '@tanstack/react-query-persist-client';

export interface RestoreRules {
  buster: string;
  maxAge: number;
  now: number;
}

/**
 * What to restore of a persisted client: its queries only when they are from this build and
 * younger than maxAge, but its waiting changes always, marked paused so resumePausedMutations
 * picks up those that were in flight when the app closed.
 */
export function restorable(client: PersistedClient | undefined, rules: RestoreRules): PersistedClient | undefined {
  if (!client?.clientState) return undefined;
  const fresh = client.buster === rules.buster && rules.now - client.timestamp <= rules.maxAge;
  const mutations = (client.clientState.mutations ?? [])
    .filter((mutation) => mutation.state.status === 'pending')
    .map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }));
  return {
    buster: rules.buster,
    timestamp: fresh ? client.timestamp : rules.now,
    clientState: { queries: fresh ? (client.clientState.queries ?? []) : [], mutations },
  };
}
