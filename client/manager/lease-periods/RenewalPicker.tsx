import { useState } from 'react';
import { CheckboxLabel } from '../../ui/form';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import { api } from '../api';
import { FormDialog } from '../components/FormDialog';
import { useSubmit } from '../components/use-submit';

/** Assigns and unassigns the periods a period's residents may renew from (picker labelled 'Subperiods'). */
export function RenewalPicker({ period, periods, onClose, onSaved }: { period: ManagerLeasePeriod; periods: ManagerLeasePeriod[]; onClose: () => void; onSaved: (p: ManagerLeasePeriod) => void }) {
  const [chosen, setChosen] = useState(period.periods_to_renew_from.map((r) => r.id));
  const submission = useSubmit({ failed: "Couldn't update the valid renewal periods" });
  const save = submission.submit(() => ({ send: () => api.putLeasePeriod(period.id, { periods_to_renew_from: chosen }) }), onSaved);
  return (
    <FormDialog title={`Valid renewal periods: ${period.name}`} onClose={onClose} submission={submission} onSubmit={save} submitLabel="Save">
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>Subperiods</legend>
        {periods
          .filter((p) => p.id !== period.id)
          .map((p) => (
            <CheckboxLabel key={p.id}>
              <input type="checkbox" checked={chosen.includes(p.id)} onChange={() => setChosen(chosen.includes(p.id) ? chosen.filter((x) => x !== p.id) : [...chosen, p.id])} />
              {p.name}
            </CheckboxLabel>
          ))}
      </fieldset>
    </FormDialog>
  );
}
