import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function CourierUsersScreen() {
  return <PlaceholderScreen title="Foydalanuvchilar" />;
}
