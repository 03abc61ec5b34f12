import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Banner } from '../../../contract/banner';
import type { One } from '../../../contract/envelope';
import type { BannerUpdateBody } from '../../../contract/schemas/banner';
import { http } from '../../../lib/http';
import { bannerKeys } from './banner-keys';

export const updateBanner = (id: number, body: BannerUpdateBody) =>
  http.patch<One<Banner>>(`/banner/${id}`, body).then((r) => r.data);

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BannerUpdateBody }) => updateBanner(id, body),
    onSuccess: (banner) => {
      queryClient.setQueryData(bannerKeys.detail(banner.id), banner);
      return queryClient.invalidateQueries({ queryKey: bannerKeys.lists() });
    },
  });
}
