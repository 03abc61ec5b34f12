import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { pickPositiveInt } from '../../../lib/url-state';
import { showToast } from '../../../lib/toast';

type Section = UseInfiniteQueryResult<InfiniteData<List<OrderHistory>>>;

const holds = (section: Section, id: number) =>
  section.data?.pages.some((page) => page.data.some((o) => o.id === id)) ?? false;

/**
 * `?order=<id>` (a notification was tapped): loads the sections' pages until the order is there,
 * scrolls its card into view and returns its id to highlight; a short toast when it is not open.
 */
export function useHighlightedOrder(sections: Section[]): number | undefined {
  const [params] = useSearchParams();
  const id = pickPositiveInt(params, 'order') || undefined;
  const [handled, setHandled] = useState<number>();

  useEffect(() => {
    if (!id || handled === id || sections.some((section) => section.isPending)) return;
    if (sections.some((section) => holds(section, id))) {
      // The cards render in a background pass: the order's card may come a render later than its data.
      const card = document.getElementById(`order-${id}`);
      if (!card) return;
      card.scrollIntoView({ block: 'center' });
      return setHandled(id);
    }
    if (sections.some((section) => section.isFetchingNextPage)) return;
    const more = sections.find((section) => section.hasNextPage);
    if (more) return void more.fetchNextPage();
    showToast('Bu buyurtma roʻyxatda yoʻq: u yopilgan yoki boshqa kuryerga berilgan.', 'order-not-found');
    setHandled(id);
    // `sections` is a new array each render: this runs after every render until the order is handled.
  }, [id, handled, sections]);

  return id === handled ? id : undefined;
}
