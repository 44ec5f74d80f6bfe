import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from '../order-detail/components/order-detail';

/** Order detail (spec /user/order-detail?id=): the order the URL names; another id starts afresh (key). */
export function OrderDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <OrderDetail key={id} id={id} />;
}
