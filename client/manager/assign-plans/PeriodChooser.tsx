import { styled } from 'styled-components';
import { SelectField } from '../components/SelectField';
import { useManager } from '../context';
import type { PeriodChoice } from '../payment-plans/list/use-lease-periods';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 280px));
  gap: 12px;
  margin-bottom: 12px;
  @media (max-width: 600px) { grid-template-columns: minmax(0, 1fr); gap: 8px; }
`;

type Props = {
  propertyId: number | null;
  leasePeriodId: number | null;
  periods: readonly PeriodChoice[];
  periodsLoaded: boolean;
  onProperty: (id: number) => void;
  onLeasePeriod: (id: number) => void;
};

/** The property and, of its lease periods, the one whose assignments the grid shows. */
export function PeriodChooser({ propertyId, leasePeriodId, periods, periodsLoaded, onProperty, onLeasePeriod }: Props) {
  const { organization } = useManager();
  const periodHint = !propertyId ? 'Choose a property first' : !periodsLoaded ? 'Loading…' : 'This property has no lease periods';
  return (
    <Row>
      <SelectField idPrefix="assign-" label="Property" name="property" value={propertyId ? String(propertyId) : ''} onValue={(v) => onProperty(Number(v))} placeholder={propertyId ? undefined : 'Choose a property'}>
        {organization.properties.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        idPrefix="assign-"
        label="Lease Period"
        name="lease_period"
        value={leasePeriodId ? String(leasePeriodId) : ''}
        onValue={(v) => onLeasePeriod(Number(v))}
        disabled={!periods.length}
        placeholder={leasePeriodId ? undefined : periodHint}
      >
        {periods.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
    </Row>
  );
}
