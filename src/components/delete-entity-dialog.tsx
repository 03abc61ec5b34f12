import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage, HttpError } from '../lib/http/http-error';
import { showSuccessToast, toastError } from '../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

/** What the dialog offers instead when the server keeps the entity (409), e.g. deactivating a product its orders keep. */
export interface RefusalAction<T, Variables> {
  title: string;
  confirmText: string;
  doneText: string;
  mutation: UseMutationResult<unknown, Error, Variables>;
  variables: (entity: T) => Variables;
}

interface DeleteEntityDialogProps<T extends { id: number }, Variables> {
  /** The entity to delete; `null` keeps the dialog closed. */
  entity: T | null;
  onClose: () => void;
  /** The question: `Bannerni oʻchirasizmi?` */
  title: string;
  content: (entity: T) => ReactNode;
  deletedText: string;
  remove: UseMutationResult<unknown, Error, number>;
  onRefusal?: RefusalAction<T, Variables>;
}

/** Asks before deleting; a failure closes it with the server's message, unless `onRefusal` answers a 409. */
export function DeleteEntityDialog<T extends { id: number }, Variables = never>(
  props: DeleteEntityDialogProps<T, Variables>,
) {
  const { entity, onClose, title, content, deletedText, remove, onRefusal } = props;
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const failed = (error: Error) => {
    toastError(error);
    close();
  };
  const alternative = refusal === null ? undefined : onRefusal;

  const confirm = () => {
    if (!entity) return;
    if (alternative) {
      alternative.mutation.mutate(alternative.variables(entity), {
        onSuccess: () => (showSuccessToast(alternative.doneText), close()),
        onError: failed,
      });
      return;
    }
    remove.mutate(entity.id, {
      onSuccess: () => (showSuccessToast(deletedText), close()),
      onError: (error) =>
        onRefusal && error instanceof HttpError && error.status === 409
          ? setRefusal(errorMessage(error))
          : failed(error),
    });
  };

  return (
    <ConfirmDialog
      opened={entity !== null}
      title={alternative ? alternative.title : title}
      content={alternative ? <p role="alert">{refusal}</p> : entity && content(entity)}
      confirmText={alternative ? alternative.confirmText : 'Oʻchirish'}
      busy={remove.isPending || onRefusal?.mutation.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
