import { useQuery } from '@tanstack/react-query';
import { productQueries } from '../../../api/product';

/** A banner carries only its product's id; the name comes from the (cached) product. */
export function BannerProductName({ id }: { id: number }) {
  const { data } = useQuery({ ...productQueries.detail(id), staleTime: 5 * 60_000 });
  return <span className="block max-w-56 truncate">{data ? data.name : `Mahsulot #${id}`}</span>;
}
