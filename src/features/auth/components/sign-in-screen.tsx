import { Block } from 'konsta/react';
import { SignInForm } from './sign-in-form';

export default function SignInScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-sky-100 to-slate-50 px-4 py-10">
      <Block strong inset className="!m-0 w-full max-w-sm rounded-2xl !p-6 shadow-lg sm:!p-8">
        <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-sky-800">Yetkaz</p>
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">Tizimga kirish</h1>
        <SignInForm />
      </Block>
    </div>
  );
}
