import { useMutationState } from '@tanstack/react-query';
import { failureText } from '../../../lib/offline/offline-changes';
import { shiftMutationKeys } from '../api/shift-mutation-keys';

export interface FailedShiftChange {
  mutationId: number;
  variables: unknown;
  /** Opening or closing. */
  what: string;
  /** What the server said. */
  message: string;
}

/** Opening or closing changes the server did not take: they wait for the courier to resend or discard. */
export const useFailedShiftChanges = (): FailedShiftChange[] =>
  useMutationState({
    filters: { status: 'error', mutationKey: ['shift'] },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      variables: mutation.state.variables,
      what: mutation.options.mutationKey?.[1] === shiftMutationKeys.open[1] ? 'Smenani boshlash' : 'Smenani yopish',
      message: failureText(mutation.state.error),
    }),
  });
