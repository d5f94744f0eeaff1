import { useState } from 'react';
import { LEASE_PERIOD_MESSAGES, LeasePeriodFormSchema } from '../../../shared/schemas/lease-periods';
import { Alert, CheckboxLabel, FieldError, FieldLabel, TextField } from '../../ui/form';
import type { ManagerLeasePeriod, Semester } from '../../../shared/types/manager';
import { api } from '../api';
import { FormDialog } from '../components/FormDialog';
import { checked, useSubmit } from '../components/use-submit';
import { useManager } from '../context';

type Props = { period: ManagerLeasePeriod | null; propertyId: number; semesters: Semester[]; onManageSemesters: () => void; onClose: () => void; onSaved: () => void };

/** 'Add New Lease Period' / 'Edit Lease Period': name, description, semesters, genders and the property. */
export function LeasePeriodDialog({ period, propertyId, semesters, onManageSemesters, onClose, onSaved }: Props) {
  const { organization, notify } = useManager();
  const [name, setName] = useState(period?.name ?? '');
  const [description, setDescription] = useState(period?.description ?? '');
  const [chosen, setChosen] = useState<number[]>(period?.semesters.map((s) => s.id) ?? []);
  const [genders, setGenders] = useState<('M' | 'F')[]>(period?.genders_available ?? ['M', 'F']);
  const [property, setProperty] = useState(period?.property_id ?? propertyId);
  // Someone else saved this period meanwhile: the dialog stays open with what was typed (the conflict notice).
  const submission = useSubmit({ failed: LEASE_PERIOD_MESSAGES.createFailed });
  const { errors } = submission;

  const flip = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  const save = submission.submit(
    () =>
      checked(LeasePeriodFormSchema, { name, description, semesters: chosen, genders_available: genders }, (body) =>
        // An edit carries the version the grid loaded; the grid reloads after a save, so the next edit has the new one.
        period ? api.updateLeasePeriod(period.id, { ...body, version: period.version }) : api.createLeasePeriod({ ...body, property_id: property }),
      ),
    () => {
      notify({ tone: 'success', text: period ? LEASE_PERIOD_MESSAGES.edited : LEASE_PERIOD_MESSAGES.created });
      onSaved();
    },
  );

  return (
    <FormDialog title={period ? 'Edit Lease Period' : 'Add New Lease Period'} onClose={onClose} submission={submission} onSubmit={save} submitLabel={period ? 'Save' : 'Create'} shownFields={['name', 'semesters']}>
      <FieldLabel>
        Property
        <select value={property} disabled={!!period} onChange={(e) => setProperty(Number(e.target.value))}>
          {organization.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </FieldLabel>
      <TextField label="Name" name="name" value={name} onValue={setName} error={errors.name} />
      <FieldLabel>
        Description
        <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </FieldLabel>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        <legend style={{ fontWeight: 600, fontSize: '0.9rem', marginBottom: 6 }}>Semesters</legend>
        {semesters.length === 0 && <Alert tone="info">No semesters yet: add them first.</Alert>}
        {semesters.map((s) => (
          <CheckboxLabel key={s.id}>
            <input type="checkbox" checked={chosen.includes(s.id)} onChange={() => setChosen(flip(chosen, s.id))} />
            {s.name}
          </CheckboxLabel>
        ))}
        {errors.semesters && <FieldError>{errors.semesters}</FieldError>}
        <button type="button" onClick={onManageSemesters} style={{ justifySelf: 'start', font: 'inherit', background: 'none', border: 0, color: '#2F5FE8', textDecoration: 'underline', cursor: 'pointer', padding: 0 }}>
          Manage semesters
        </button>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 18 }}>
        <legend style={{ fontWeight: 600, fontSize: '0.9rem', marginBottom: 6 }}>Genders available</legend>
        {(
          [
            ['M', 'Male'],
            ['F', 'Female'],
          ] as const
        ).map(([code, label]) => (
          <CheckboxLabel key={code}>
            <input type="checkbox" checked={genders.includes(code)} onChange={() => setGenders(flip(genders, code))} />
            {label}
          </CheckboxLabel>
        ))}
      </fieldset>
    </FormDialog>
  );
}
