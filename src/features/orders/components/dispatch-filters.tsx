import { useQuery } from '@tanstack/react-query';
import { MultiSelectField } from '../../../components/multi-select-field';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { activeCouriersQueryOptions } from '../api/get-active-couriers';
import { districtsQueryOptions } from '../api/get-districts';

/** `none`: the open orders no courier has yet (`unassigned=true`). */
export const unassignedCourier = 'none';

interface DispatchFiltersProps {
  district: readonly string[];
  courierId: string;
  onChange: (change: { district?: string[]; courierId?: string }) => void;
  /** The open orders can also be narrowed to those without a courier. */
  withUnassigned?: boolean;
  /** Labels on the left, for a line of chips. */
  inline?: boolean;
}

/** Where the orders go and who takes them: the districts (several) and one courier. */
export function DispatchFilters({ district, courierId, onChange, withUnassigned, inline }: DispatchFiltersProps) {
  const districts = useQuery(districtsQueryOptions()).data ?? [];
  const couriers = useQuery(activeCouriersQueryOptions()).data?.data ?? [];
  const courierOptions: SelectOption[] = [
    ...(withUnassigned ? [{ value: unassignedCourier, label: 'Biriktirilmagan' }] : []),
    ...couriers.map((c) => ({ value: String(c.id), label: c.fullName })),
  ];
  return (
    <>
      <MultiSelectField
        label="Tuman"
        inline={inline}
        className={inline ? 'w-56' : 'w-44'}
        options={districts}
        value={district}
        onChange={(next) => onChange({ district: next })}
      />
      <SelectField
        label="Kuryer"
        inline={inline}
        className={inline ? 'w-52' : 'w-40'}
        value={courierId}
        options={courierOptions}
        onChange={(next) => onChange({ courierId: next })}
      />
    </>
  );
}
