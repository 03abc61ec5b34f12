import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function DashboardScreen() {
  return <PlaceholderScreen title="Bosh sahifa" />;
}
