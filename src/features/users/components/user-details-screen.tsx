import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function UserDetailsScreen() {
  return <PlaceholderScreen title="Foydalanuvchi" />;
}
