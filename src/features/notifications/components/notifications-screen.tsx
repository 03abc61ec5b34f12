import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function NotificationsScreen() {
  return <PlaceholderScreen title="Bildirishnomalar" />;
}
