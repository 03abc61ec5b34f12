import { useTheme } from 'konsta/react';
import { SignInForm } from './sign-in-form';

// Konsta's strong inset Block, in plain markup: Konsta's runtime stays out of the first load.
const blockColors = { material: 'text-md-light-on-surface bg-md-light-surface-1', ios: 'bg-ios-light-surface-1' };

export default function SignInScreen() {
  const theme = useTheme();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-sky-100 to-slate-50 px-4 py-10">
      <div
        className={`${blockColors[theme]} k-block relative z-10 m-0 w-full max-w-sm overflow-hidden rounded-2xl p-6 text-sm shadow-lg sm:p-8`}
      >
        <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-sky-800">Yetkaz</p>
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">Tizimga kirish</h1>
        <SignInForm />
      </div>
    </div>
  );
}
