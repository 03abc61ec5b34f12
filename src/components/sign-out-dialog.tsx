import { signOut } from '../lib/offline/sign-out';
import { ConfirmDialog } from './confirm-dialog';

interface SignOutDialogProps {
  pending: number;
  failed: number;
  onCancel: () => void;
}

/** Asks before signing out, saying what happens to changes still waiting. */
export default function SignOutDialog({ pending, failed, onCancel }: SignOutDialogProps) {
  const waiting = pending + failed > 0;
  return (
    <ConfirmDialog
      opened
      danger={false}
      title="Hisobdan chiqasizmi?"
      content={
        waiting
          ? `${pending > 0 ? `Yuborilmagan oʻzgarishlar: ${pending}. ` : ''}${failed > 0 ? `Yuborilmadi: ${failed}. ` : ''}` +
            'Chiqsangiz, ular shu hisobga qayta kirguningizcha saqlanadi.'
          : 'Qayta kirish uchun telefon raqam va parol kerak boʻladi.'
      }
      confirmText="Chiqish"
      onConfirm={signOut}
      onCancel={onCancel}
    />
  );
}
