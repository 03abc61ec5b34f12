import { useDraft } from '../../../lib/hooks/use-draft';

interface LineQuantityProps {
  value: number;
  label: string;
  disabled?: boolean;
  onSave: (quantity: number) => void;
}

/** A quantity field that saves on Enter or when it loses focus, only when it changed. */
export function LineQuantity({ value, label, disabled, onSave }: LineQuantityProps) {
  const [text, setText] = useDraft(String(value));
  const save = () => {
    const n = Math.round(Number(text));
    if (Number.isInteger(n) && n >= 1 && n <= 999 && n !== value) onSave(n);
    else setText(String(value));
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={999}
      aria-label={label}
      disabled={disabled}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
      className="h-9 pointer-coarse:h-11 w-20 rounded-lg border border-slate-300 px-2 text-right tabular-nums outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300 disabled:bg-slate-50"
    />
  );
}
