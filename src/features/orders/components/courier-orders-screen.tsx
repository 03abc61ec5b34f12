import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function CourierOrdersScreen() {
  return <PlaceholderScreen title="Yangi buyurtmalar" />;
}
