import { useMutation } from '@tanstack/react-query';
import type { CurrentShift } from '../../../api/shift';
import type { One } from '../../../contract/envelope';
import type { Shift } from '../../../contract/shift';
import { http } from '../../../lib/http/http';
import { shiftMutationKeys } from './shift-mutation-keys';

export interface OpenShiftVariables {
  fullBottlesLoaded: number;
}

export const postOpenShift = (variables: OpenShiftVariables) =>
  http.post<One<Shift>>('/shift', variables).then((res) => res.data);

/** The function, queue and optimistic update come from registerShiftMutations. */
export const useOpenShiftMutation = () =>
  useMutation<Shift, Error, OpenShiftVariables, { before: CurrentShift | undefined }>({
    mutationKey: shiftMutationKeys.open,
  });
