import { useCallback, useState } from 'react';
import type { FieldErrors } from '../form-errors';

const same = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));

/** A flat form's values, their field errors (cleared as a field changes) and whether anything changed. */
export function useFormState<T extends object>(initial: T) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);

  return { values, set, errors, setErrors, dirty: !same(values, start) };
}
