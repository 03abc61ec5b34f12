import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Banner } from '../../../contract/banner';
import type { One } from '../../../contract/envelope';
import type { BannerCreateBody } from '../../../contract/schemas/banner';
import { http } from '../../../lib/http';
import { bannerKeys } from './banner-keys';

export const createBanner = (body: BannerCreateBody) => http.post<One<Banner>>('/banner', body).then((r) => r.data);

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.lists() }),
  });
}
