import { useAtomValue } from 'jotai';
import { pushStateAtom } from '../push-state';
import { PushStatus } from './push-status';

/** On the courier's orders screen while push is not on: how to turn it on, or why it cannot be. */
export function PushCard() {
  const state = useAtomValue(pushStateAtom);
  if (state === 'on' || state === 'unsupported') return null;
  return (
    <section aria-labelledby="push-card-title" className="mb-3 rounded-xl bg-sky-50 p-3 ring-1 ring-sky-200">
      <PushStatus state={state} titleId="push-card-title" />
    </section>
  );
}
