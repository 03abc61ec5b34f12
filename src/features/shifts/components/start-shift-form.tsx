import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { NumberStepper } from '../../../components/number-stepper';

/** No shift yet: how many full bottles were loaded, then "Smenani boshlash". */
export function StartShiftForm({ onStart }: { onStart: (fullBottlesLoaded: number) => void }) {
  const [loaded, setLoaded] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(loaded);
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-slate-700">Smena ochilmagan. Mashinaga yuklangan toʻla idishlarni sanab kiriting.</p>
      <NumberStepper label="Yuklangan toʻla idishlar" value={loaded} min={0} max={999} onChange={setLoaded} />
      <Button type="submit" wide pill size="lg">
        Smenani boshlash
      </Button>
    </form>
  );
}
