import { SelectField } from './SelectField';

type Period = { id: number; name: string; property_name: string };

/** The lease period chooser of a per-period screen (Renewals, Room selection): the company's periods, grouped by property. */
export function PeriodSelectField<P extends Period>({ idPrefix, label, periods, period, onChoose }: { idPrefix: string; label: string; periods: readonly P[]; period: P; onChoose: (id: number) => void }) {
  const properties = [...new Set(periods.map((p) => p.property_name))];
  return (
    <SelectField idPrefix={idPrefix} label={label} name="lease_period" value={String(period.id)} onValue={(v) => onChoose(Number(v))}>
      {properties.map((name) => (
        <optgroup key={name} label={name}>
          {periods
            .filter((p) => p.property_name === name)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
