import type { NavigationBlocker } from '../lib/hooks/use-unsaved-changes';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving a form whose changes are not saved. */
export function UnsavedChangesDialog({ blocker }: { blocker: NavigationBlocker }) {
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Saqlanmagan oʻzgarishlar bor"
      content="Sahifadan chiqsangiz, kiritilgan oʻzgarishlar yoʻqoladi."
      confirmText="Chiqish"
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
