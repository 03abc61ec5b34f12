import { useMutation } from '@tanstack/react-query';
import type { CurrentShift } from '../../../api/shift';
import type { One } from '../../../contract/envelope';
import type { Shift } from '../../../contract/shift';
import { HttpError } from '../../../lib/http/http-error';
import { http } from '../../../lib/http/http';
import { shiftMutationKeys } from './shift-mutation-keys';

export interface CloseShiftVariables {
  /** Unknown when the shift was opened offline and its opening is still queued ahead of this change. */
  shiftId?: number;
  cashDeclared: number;
  emptiesDeclared: number;
  fullBottlesDeclared: number;
  note?: string;
}

/**
 * The shift to close is the one the phone knew, or else the courier's current one on the server: the
 * queue sends the opening first, so by the time this change runs the server has that shift.
 */
async function shiftToClose(shiftId: number | undefined): Promise<number> {
  if (shiftId) return shiftId;
  const current = await http.get<One<Shift | null>>('/shift/current');
  if (current.data) return current.data.id;
  throw new HttpError(404, { data: null, meta: { status: 404, message: 'Ochiq smena topilmadi' } });
}

export async function postCloseShift({ shiftId, ...declared }: CloseShiftVariables) {
  const id = await shiftToClose(shiftId);
  return http.post<One<Shift>>(`/shift/${id}/close`, declared).then((res) => res.data);
}

/** The function, queue and optimistic update come from registerShiftMutations. */
export const useCloseShiftMutation = () =>
  useMutation<Shift, Error, CloseShiftVariables, { before: CurrentShift | undefined }>({
    mutationKey: shiftMutationKeys.close,
  });
