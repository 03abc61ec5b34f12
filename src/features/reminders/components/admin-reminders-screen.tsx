import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function AdminRemindersScreen() {
  return <PlaceholderScreen title="Eslatmalar" />;
}
