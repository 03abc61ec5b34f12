import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackTo } from '../back-to-list';
import { focusFirstError } from '../focus-first-error';
import { serverFieldErrors, type FieldErrors } from '../form-errors';
import { showSuccessToast, toastError } from '../toast';
import { useUnsavedChanges } from './use-unsaved-changes';

interface SaveFlowOptions<Saved, CreateBody, UpdateBody> {
  /** The list the form returns to, with the filters it was opened from. */
  listPath: string;
  /** Edits that leaving would lose. */
  dirty: boolean;
  savedText: string;
  setErrors: (errors: FieldErrors) => void;
  create: UseMutationResult<Saved, Error, CreateBody>;
  update: UseMutationResult<Saved, Error, { id: number; body: UpdateBody }>;
}

/**
 * What every create/edit form does around its own checks: guard unsaved edits, send a new entity or
 * the changes to one, place the server's errors, return to the list after saving.
 */
export function useSaveFlow<Saved, CreateBody, UpdateBody>(options: SaveFlowOptions<Saved, CreateBody, UpdateBody>) {
  const { listPath, dirty, savedText, setErrors, create, update } = options;
  const busy = create.isPending || update.isPending;
  const { blocker, release } = useUnsavedChanges(dirty && !busy);
  const navigate = useNavigate();
  const back = useBackTo(listPath);
  const formRef = useRef<HTMLFormElement>(null);

  const fail = (errors: FieldErrors) => {
    setErrors(errors);
    focusFirstError(formRef.current);
  };
  const sent = {
    onSuccess: () => {
      release();
      showSuccessToast(savedText);
      void navigate(back);
    },
    onError: (error: unknown) => {
      const errors = serverFieldErrors(error);
      if (errors) fail(errors);
      else toastError(error);
    },
  };
  return {
    formRef,
    blocker,
    back,
    busy,
    fail,
    /** The form's submit handler: runs `check` (which then saves or fails) unless a save is under way. */
    onSubmit: (check: () => void) => (event: FormEvent) => {
      event.preventDefault();
      if (!busy) check();
    },
    saveNew: (body: CreateBody) => create.mutate(body, sent),
    saveChanges: (id: number, body: UpdateBody) => update.mutate({ id, body }, sent),
  };
}
