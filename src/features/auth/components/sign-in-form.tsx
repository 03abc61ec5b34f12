import { Button, Preloader } from 'konsta/react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/http-error';
import { useSignIn } from '../api/sign-in';
import { PHONE_PREFIX, phoneDigits, toPhone } from '../phone';

export function SignInForm() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    signIn.mutate(
      { phone: toPhone(phone), password },
      { onSuccess: () => toast.dismiss(), onError: (error) => toast.error(errorMessage(error)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Telefon raqam"
        prefix={PHONE_PREFIX}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="username"
        placeholder="90 123 45 67"
        required
        value={phone}
        onChange={(event) => setPhone(phoneDigits(event.target.value))}
      />
      <TextField
        label="Parol"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {signIn.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(signIn.error)}
        </p>
      )}
      <Button type="submit" large rounded disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending && <Preloader className="me-2 size-5 text-current" />}
        Kirish
      </Button>
    </form>
  );
}
