import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function AdminAllOrdersScreen() {
  return <PlaceholderScreen title="Barcha buyurtmalar" />;
}
