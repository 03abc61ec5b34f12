import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function AdminOrdersScreen() {
  return <PlaceholderScreen title="Buyurtmalar" />;
}
