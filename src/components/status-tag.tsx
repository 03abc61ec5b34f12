export type Tone = 'amber' | 'sky' | 'indigo' | 'emerald' | 'red' | 'slate' | 'violet';

// Dark text on a light tint of the same hue: every pair passes WCAG AA.
const tones: Record<Tone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  sky: 'bg-sky-100 text-sky-900',
  indigo: 'bg-indigo-100 text-indigo-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  red: 'bg-red-100 text-red-900',
  slate: 'bg-slate-100 text-slate-800',
  violet: 'bg-violet-100 text-violet-900',
};

/**
 * A coloured enum label. Pair a label map of src/contract/labels.ts with a tone map of
 * ./status-tones.ts: `<StatusTag label={orderStatusLabels[s]} tone={orderStatusTones[s]} />`.
 */
export function StatusTag({ label, tone }: { label: string; tone: Tone }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {label}
    </span>
  );
}
