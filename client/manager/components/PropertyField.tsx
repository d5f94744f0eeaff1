import { useManager } from '../context';
import { SelectField } from './SelectField';

type Props = { idPrefix: string; value: string; onValue: (value: string) => void; error?: string; disabled?: boolean };

/** 'Property': one of the company's properties (its id as text), 'Choose a property' first. */
export function PropertyField({ idPrefix, value, onValue, error, disabled }: Props) {
  const { organization } = useManager();
  const options = organization.properties.map((p) => ({ value: String(p.id), label: p.name }));
  return <SelectField idPrefix={idPrefix} label="Property" name="property_id" value={value} onValue={onValue} error={error} disabled={disabled} placeholder="Choose a property" options={options} />;
}
