import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function DiscountsScreen() {
  return <PlaceholderScreen title="Chegirmalar" />;
}
