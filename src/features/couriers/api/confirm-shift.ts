import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courierKeys } from '../../../api/courier';
import { shiftKeys } from '../../../api/shift';
import type { One } from '../../../contract/envelope';
import type { ShiftConfirmBody } from '../../../contract/schemas/shift';
import type { Shift } from '../../../contract/shift';
import { http } from '../../../lib/http/http';

export interface ConfirmShiftVariables extends ShiftConfirmBody {
  id: number;
}

/** `PATCH /shift/{id}`: the admin's count closes the shift; the couriers' cash and every shift list follow. */
export function useConfirmShiftMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...counted }: ConfirmShiftVariables) =>
      http.patch<One<Shift>>(`/shift/${id}`, counted).then((res) => res.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shiftKeys.all }),
        client.invalidateQueries({ queryKey: courierKeys.all }),
      ]),
  });
}
