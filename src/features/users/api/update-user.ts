import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../api/user';
import type { One } from '../../../contract/envelope';
import type { UserPatchBody } from '../../../contract/schemas/user';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http/http';
import { showSuccessToast, toastError } from '../../../lib/toast';

export const patchUser = ({ id, body }: { id: number; body: UserPatchBody }) =>
  http.patch<One<User>>(`/user/${id}`, body).then((res) => res.data);

/** Saves at once; the server's refusal (e.g. 409 for blocking oneself) is shown as it says it. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchUser,
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(user.id), user);
      showSuccessToast('Saqlandi', 'user-saved');
    },
    onError: (error) => toastError(error),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
