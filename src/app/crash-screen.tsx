import { Button } from '../components/button';

export function CrashScreen() {
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-5 px-4 text-center">
      <p className="text-xl font-semibold text-slate-900">Voy! Nimadadir xatolik yuz berdi!</p>
      <Button pill size="lg" onClick={() => window.location.reload()}>
        Sahifani yangilash
      </Button>
    </main>
  );
}
