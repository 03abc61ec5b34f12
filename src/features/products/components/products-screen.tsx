import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function ProductsScreen() {
  return <PlaceholderScreen title="Mahsulotlar" />;
}
