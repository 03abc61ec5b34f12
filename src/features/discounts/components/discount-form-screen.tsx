import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function DiscountFormScreen() {
  return <PlaceholderScreen title="Chegirma" />;
}
