import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function AdminUsersScreen() {
  return <PlaceholderScreen title="Foydalanuvchilar" />;
}
