import { useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useBackTo } from './back-to-list';
import { focusFirstError } from './focus-first-error';
import { serverFieldErrors, type FieldErrors } from './form-errors';
import { errorMessage } from './http-error';
import { useUnsavedChanges } from './use-unsaved-changes';

interface SaveFlowOptions {
  /** The list the form returns to, with the filters it was opened from. */
  listPath: string;
  /** Edits that leaving would lose. */
  dirty: boolean;
  busy: boolean;
  savedText: string;
  setErrors: (errors: FieldErrors) => void;
}

/** What every create/edit form does around its own submit: guard unsaved edits, place errors, return after saving. */
export function useSaveFlow({ listPath, dirty, busy, savedText, setErrors }: SaveFlowOptions) {
  const { blocker, release } = useUnsavedChanges(dirty && !busy);
  const navigate = useNavigate();
  const back = useBackTo(listPath);
  const formRef = useRef<HTMLFormElement>(null);

  const fail = (errors: FieldErrors) => {
    setErrors(errors);
    focusFirstError(formRef.current);
  };
  const done = () => {
    release();
    toast.success(savedText);
    void navigate(back);
  };
  const onError = (error: unknown) => {
    const errors = serverFieldErrors(error);
    if (errors) fail(errors);
    else toast.error(errorMessage(error));
  };
  return { formRef, blocker, back, fail, done, onError };
}
