import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function ProductFormScreen() {
  return <PlaceholderScreen title="Mahsulot" />;
}
