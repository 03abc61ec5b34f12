import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

type PersistedChanges = DehydratedState['mutations'];
type ChangesUpgrade = (changes: PersistedChanges) => PersistedChanges;

const upgrades = new Set<ChangesUpgrade>();

/**
 * A feature's upgrade step for its changes persisted by an earlier build (its variables or key changed): it
 * runs on every restore, before the changes resume. Registered with the feature's mutation defaults.
 */
export const registerChangesUpgrade = (upgrade: ChangesUpgrade) => void upgrades.add(upgrade);

export interface RestoreRules {
  buster: string;
  maxAge: number;
  now: number;
}

/**
 * What to restore of a persisted client: its queries only when they are from this build and
 * younger than maxAge, each marked invalidated (shown at once, fetched again as soon as a screen
 * uses it, whatever its age: the entry is written up to a second behind the cache, so a list the
 * app changed just before it was closed can come back as it was), but its changes always: the
 * waiting ones marked paused so resumePausedMutations picks up those that were in flight when the
 * app closed, the refused ones as they were, for the courier to resend or discard; those of an
 * earlier build upgraded first.
 */
export function restorable(client: PersistedClient | undefined, rules: RestoreRules): PersistedClient | undefined {
  if (!client?.clientState) return undefined;
  const fresh = client.buster === rules.buster && rules.now - client.timestamp <= rules.maxAge;
  const kept = (client.clientState.mutations ?? []).filter(
    (mutation) => mutation.state.status === 'pending' || mutation.state.status === 'error',
  );
  const mutations = [...upgrades]
    .reduce((changes, upgrade) => upgrade(changes), kept)
    .map((mutation) =>
      mutation.state.status === 'pending' ? { ...mutation, state: { ...mutation.state, isPaused: true } } : mutation,
    );
  return {
    buster: rules.buster,
    timestamp: fresh ? client.timestamp : rules.now,
    clientState: {
      queries: fresh
        ? (client.clientState.queries ?? []).map((query) => ({
            ...query,
            state: { ...query.state, isInvalidated: true },
          }))
        : [],
      mutations,
    },
  };
}
