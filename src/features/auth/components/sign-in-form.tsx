import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/http/http-error';
import { useSignIn } from '../api/sign-in';
import { PHONE_PREFIX, phoneDigits, toPhone } from '../phone';
import { signInErrors, type SignInErrors } from '../sign-in-checks';

/** Checked before sending: a field that is not right is marked and says why; the server's answer shows once, inline. */
export function SignInForm() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = signInErrors(phone, password);
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    signIn.mutate({ phone: toPhone(phone), password });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        ref={phoneRef}
        label="Telefon raqam"
        prefix={PHONE_PREFIX}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="username"
        placeholder="90 123 45 67"
        required
        error={errors.phone}
        value={phone}
        onChange={(event) => {
          setPhone(phoneDigits(event.target.value));
          setErrors(({ phone: _, ...rest }) => rest);
        }}
      />
      <TextField
        ref={passwordRef}
        label="Parol"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors(({ password: _, ...rest }) => rest);
        }}
      />
      {signIn.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(signIn.error)}
        </p>
      )}
      <Button type="submit" wide pill size="lg" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending && <Spinner className="me-2 size-5" inheritColor />}
        Kirish
      </Button>
    </form>
  );
}
