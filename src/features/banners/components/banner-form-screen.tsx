import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function BannerFormScreen() {
  return <PlaceholderScreen title="Banner" />;
}
