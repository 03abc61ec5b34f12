import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { bannerKeys } from './banner-keys';

export const deleteBanner = (id: number) => http.delete<unknown>(`/banner/${id}`);

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: bannerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: bannerKeys.lists() });
    },
  });
}
