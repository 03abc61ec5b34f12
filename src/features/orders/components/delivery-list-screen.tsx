import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { localDay } from '../../../lib/dates';
import { pickPositiveInt } from '../../../lib/url-state';
import { courierLoadsQueryOptions } from '../api/get-courier-loads';
import { DeliverySheet } from './delivery-sheet';

/**
 * "Yetkazish roʻyxati": `/orders/delivery-list?courierId=12` for one courier, without it every courier who has
 * open orders, one A4 page each when printed.
 */
export default function DeliveryListScreen() {
  const [params] = useSearchParams();
  const courierId = pickPositiveInt(params, 'courierId');
  const couriers = useQuery(courierLoadsQueryOptions()).data ?? [];
  const shown = couriers.filter((c) => (courierId ? c.id === courierId : c.openOrders > 0));
  const day = localDay(new Date());
  return (
    <section>
      <div className="print:hidden">
        <PageHeader
          title="Yetkazish roʻyxati"
          description={`${day} · A4, har bir kuryer alohida sahifada`}
          back={{ to: '/orders', label: 'Buyurtmalar' }}
          actions={<Button onClick={() => window.print()}>Chop etish</Button>}
        />
      </div>
      {shown.map((courier) => (
        <DeliverySheet key={courier.id} courier={courier} day={day} />
      ))}
    </section>
  );
}
