import { PlaceholderScreen } from '../../../components/placeholder-screen';

export default function CourierRemindersScreen() {
  return <PlaceholderScreen title="Eslatmalar" />;
}
