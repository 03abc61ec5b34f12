import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { userKeys } from '../../../api/user';
import type { One } from '../../../contract/envelope';
import type { UserPatchBody } from '../../../contract/schemas/user';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http';
import { errorMessage } from '../../../lib/http-error';

export const patchUser = ({ id, body }: { id: number; body: UserPatchBody }) =>
  http.patch<One<User>>(`/user/${id}`, body).then((res) => res.data);

/** Saves at once; the server's refusal (e.g. 409 for blocking oneself) is shown as it says it. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchUser,
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(user.id), user);
      toast.success('Saqlandi', { id: 'user-saved' });
    },
    onError: (error) => toast.error(errorMessage(error), { id: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
