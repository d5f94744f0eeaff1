import { styled } from 'styled-components';
import type { RecipientChoice } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { FieldError } from '../../ui/form';
import { theme } from '../../ui/theme';
import { SelectField } from '../components/SelectField';
import { useManager } from '../context';
import { pickedCount } from './send-state';

const T = MESSAGE_TEXTS.send;

export type Audience = keyof typeof T.audiences;
/** The filter as the selects hold it: the property's id as text ('' for all). */
export type RecipientFilter = { audience: Audience; property: string };

const AUDIENCES = (Object.keys(T.audiences) as Audience[]).map((value) => ({ value, label: T.audiences[value] }));

const Fieldset = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 8px; font-weight: 700; }
  .picked { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: baseline; margin: 0; }
  .picked button { font: inherit; padding: 0; border: 0; background: none; color: ${theme.color.action}; cursor: pointer; text-decoration: underline; }
  .picked button:disabled { color: ${theme.color.muted}; cursor: default; text-decoration: none; }
`;

type Props = {
  /** Rows a grid picked (null: choose by the filter). */
  picked: RecipientChoice | null;
  onFilterInstead: () => void;
  filter: RecipientFilter;
  onFilter: (filter: RecipientFilter) => void;
  error?: string;
  disabled: boolean;
};

/** Who the message goes to: the rows picked in a grid, or an audience of one property or all. */
export function RecipientsChooser({ picked, onFilterInstead, filter, onFilter, error, disabled }: Props) {
  const { organization } = useManager();
  const properties = [{ value: '', label: T.allProperties }, ...organization.properties.map((p) => ({ value: String(p.id), label: p.name }))];
  return (
    <Fieldset disabled={disabled} aria-describedby={error ? 'recipients-error' : undefined}>
      <legend>{T.recipients}</legend>
      {picked ? (
        <p className="picked">
          <span data-testid="picked-rows">{T.selectedRows(pickedCount(picked))}</span>
          <button type="button" onClick={onFilterInstead}>
            {T.useFilter}
          </button>
        </p>
      ) : (
        <>
          <SelectField label={T.audience} name="audience" value={filter.audience} onValue={(v) => onFilter({ ...filter, audience: v as Audience })} options={AUDIENCES} />
          <SelectField label={T.property} name="property" value={filter.property} onValue={(v) => onFilter({ ...filter, property: v })} options={properties} />
        </>
      )}
      {error && <FieldError id="recipients-error">{error}</FieldError>}
    </Fieldset>
  );
}

/** The choice the API takes, from the picked rows or the filter. */
export const recipientChoice = (picked: RecipientChoice | null, filter: RecipientFilter): RecipientChoice =>
  picked ?? { filter: { audience: filter.audience, property_id: filter.property ? Number(filter.property) : null } };
