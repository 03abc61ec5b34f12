import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function ProductDiscountsScreen() {
  return <PlaceholderScreen title="Mahsulot chegirmalari" />;
}
