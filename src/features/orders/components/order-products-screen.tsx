import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function OrderProductsScreen() {
  return <PlaceholderScreen title="Buyurtma mahsulotlari" />;
}
