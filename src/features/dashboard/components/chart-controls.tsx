import { DateRange } from '../../../components/date-range';
import type { ChartQuery } from '../api/dashboard-keys';
import { groupingLabels, groupings, presetRange, presets } from './chart-range';

interface ChartControlsProps {
  query: ChartQuery;
  onChange: (change: Partial<ChartQuery>) => void;
}

// A segmented control's toggles (aria-pressed), not the kit's Button: one bordered group with on/off states.
const segment = (on: boolean) =>
  `min-h-9 pointer-coarse:min-h-11 px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${on ? 'bg-sky-400 text-sky-950' : 'bg-white text-slate-800 hover:bg-slate-50'}`;

/** Preset ranges, custom dates and the Kun/Hafta/Oy grouping. */
export function ChartControls({ query, onChange }: ChartControlsProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <div
        role="group"
        aria-label="Davr"
        className="flex overflow-hidden rounded-lg border border-slate-300 divide-x divide-slate-300"
      >
        {presets.map((preset) => {
          const range = presetRange(preset.days);
          const on = range.dateFrom === query.dateFrom && range.dateTo === query.dateTo;
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={on}
              className={segment(on)}
              onClick={() => onChange(range)}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <DateRange
        from={query.dateFrom}
        to={query.dateTo}
        onChange={({ from, to }) => from && to && onChange({ dateFrom: from, dateTo: to })}
      />
      <div
        role="group"
        aria-label="Guruhlash"
        className="flex overflow-hidden rounded-lg border border-slate-300 divide-x divide-slate-300"
      >
        {groupings.map((g) => (
          <button
            key={g}
            type="button"
            aria-pressed={query.groupBy === g}
            className={segment(query.groupBy === g)}
            onClick={() => onChange({ groupBy: g })}
          >
            {groupingLabels[g]}
          </button>
        ))}
      </div>
    </div>
  );
}
