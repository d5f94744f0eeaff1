import { useState } from 'react';
import { CheckboxLabel, PrimaryButton } from '../../ui/form';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import { api } from '../api';
import { Dialog, SecondaryButton } from '../components/Dialog';
import { useManager } from '../context';

/** Assigns and unassigns the periods a period's residents may renew from (picker labelled 'Subperiods'). */
export function RenewalPicker({ period, periods, onClose, onSaved }: { period: ManagerLeasePeriod; periods: ManagerLeasePeriod[]; onClose: () => void; onSaved: (p: ManagerLeasePeriod) => void }) {
  const { notify } = useManager();
  const [chosen, setChosen] = useState(period.periods_to_renew_from.map((r) => r.id));
  const save = async () => {
    try {
      onSaved(await api.putLeasePeriod(period.id, { periods_to_renew_from: chosen }));
    } catch {
      notify({ tone: 'error', text: "Couldn't update the valid renewal periods" });
    }
  };
  return (
    <Dialog
      title={`Valid renewal periods: ${period.name}`}
      onClose={onClose}
      footer={
        <>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
          <PrimaryButton type="button" onClick={save}>
            Save
          </PrimaryButton>
        </>
      }
    >
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
    </Dialog>
  );
}
