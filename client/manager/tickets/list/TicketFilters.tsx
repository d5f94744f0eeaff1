import { styled } from 'styled-components';
import { TICKET_STATUSES } from '../../../../shared/tickets/ticket-texts';
import type { TicketAssignee } from '../../../../shared/tickets/ticket-types';
import { CheckboxLabel, TextField } from '../../../ui/form';
import { SecondaryButton } from '../../components/Dialog';
import { PropertyChips } from '../../components/PropertyChips';
import { SelectField } from '../../components/SelectField';
import { useManager } from '../../context';
import { TICKET_LIST_TEXTS as T } from '../texts';
import type { TicketQuery } from './ticket-query';

// Side by side on a wide screen; two to a row on a phone, the checkboxes under them.
const Bar = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(150px, 200px)) auto;
  gap: 10px 14px;
  align-items: end;
  margin-bottom: 12px;
  .chips { grid-column: 1 / -1; margin-bottom: 4px; }
  select, input[type='number'] { height: 44px; }
  .checks { display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; padding-bottom: 8px; }
  @media (max-width: 900px) {
    grid-template-columns: 1fr 1fr;
    .checks, .older { grid-column: span 2; }
    .older { max-width: calc(50% - 7px); }
  }
`;

const STATUS_OPTIONS = [{ value: 'open', label: T.open }, { value: 'all', label: T.all }, ...TICKET_STATUSES.map((s) => ({ value: s, label: s }))];

type Props = { query: TicketQuery; onQuery: (query: TicketQuery) => void; assignees: readonly TicketAssignee[]; meId: number; onReset?: () => void };

/** The list's own filters above the grid: the chosen properties, and status, assignee, urgency, age and attention (each change goes to the URL). */
export function TicketFilters({ query, onQuery, assignees, meId, onReset }: Props) {
  const { selectedPropertyIds, setSelectedPropertyIds } = useManager();
  const set = (change: Partial<TicketQuery>) => onQuery({ ...query, ...change });
  const colleagues = assignees.filter((a) => a.id !== meId).map((a) => ({ value: String(a.id), label: a.name }));
  const assigneeOptions = [{ value: 'me', label: T.me }, { value: 'nobody', label: T.nobody }, ...colleagues];
  return (
    <Bar role="search" aria-label={T.filters} onSubmit={(e) => e.preventDefault()}>
      <div className="chips">
        <PropertyChips value={selectedPropertyIds} onChange={setSelectedPropertyIds} />
      </div>
      <SelectField label={T.status} name="status" value={query.status} onValue={(v) => set({ status: v as TicketQuery['status'] })} options={STATUS_OPTIONS} idPrefix="tickets-" />
      <SelectField
        label={T.assignee}
        name="assignee"
        value={query.assignee === null ? '' : String(query.assignee)}
        onValue={(v) => set({ assignee: v === '' ? null : v === 'me' || v === 'nobody' ? v : Number(v) })}
        options={assigneeOptions}
        placeholder={T.anyone}
        idPrefix="tickets-"
      />
      <div className="older">
        <TextField
          label={T.olderThan}
          name="older"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={query.older === null ? '' : String(query.older)}
          onValue={(v) => set({ older: /^\d{1,6}$/.test(v) ? Number(v) : null })}
          idPrefix="tickets-"
        />
      </div>
      <div className="checks">
        <CheckboxLabel>
          <input type="checkbox" checked={query.urgent} onChange={(e) => set({ urgent: e.target.checked })} />
          {T.urgentOnly}
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="checkbox" checked={query.attention} onChange={(e) => set({ attention: e.target.checked })} />
          {T.attention}
        </CheckboxLabel>
        {onReset && (
          <SecondaryButton type="button" onClick={onReset}>
            {T.reset}
          </SecondaryButton>
        )}
      </div>
    </Bar>
  );
}
