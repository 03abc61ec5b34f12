import { useId } from 'react';
import { useDraft } from '../lib/hooks/use-draft';

interface NumberRangeProps {
  label: string;
  from: string;
  to: string;
  onChange: (next: { from: string; to: string }) => void;
}

const inputClass =
  'h-10 pointer-coarse:h-11 w-28 rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums text-slate-900 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300';

/** A from–to pair of whole numbers for a list filter; applied on Enter or when the field is left. */
export function NumberRange({ label, from, to, onChange }: NumberRangeProps) {
  const id = useId();
  const [draft, setDraft] = useDraft({ from, to }, (a, b) => a.from === b.from && a.to === b.to);
  const apply = () => (draft.from !== from || draft.to !== to) && onChange(draft);
  const input = (key: 'from' | 'to', name: string) => (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      aria-label={`${label}: ${name}`}
      placeholder={name}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      onBlur={apply}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
      className={inputClass}
    />
  );
  return (
    <div role="group" aria-labelledby={id}>
      <span id={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </span>
      <div className="flex items-center gap-1.5">
        {input('from', 'dan')}
        <span aria-hidden="true">–</span>
        {input('to', 'gacha')}
      </div>
    </div>
  );
}
