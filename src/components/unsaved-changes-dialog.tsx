import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving a form whose changes are not saved. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Saqlanmagan oʻzgarishlar bor"
      content="Sahifadan chiqsangiz, kiritilgan oʻzgarishlar yoʻqoladi."
      confirmText="Chiqish"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
