import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function NotificationDetailScreen() {
  return <PlaceholderScreen title="Bildirishnoma" />;
}
