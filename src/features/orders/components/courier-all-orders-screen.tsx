import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function CourierAllOrdersScreen() {
  return <PlaceholderScreen title="Barcha buyurtmalar" />;
}
