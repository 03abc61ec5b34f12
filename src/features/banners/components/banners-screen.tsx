import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function BannersScreen() {
  return <PlaceholderScreen title="Bannerlar" />;
}
