import { useState } from 'react';
import { LEASE_PERIOD_MESSAGES, LeasePeriodFormSchema } from '../../../shared/schemas/lease-periods';
import { Alert, CheckboxLabel, FieldError, FieldLabel, TextField } from '../../ui/form';
import { fieldErrors } from '../../ui/form-state';
import type { ManagerLeasePeriod, Semester } from '../../../shared/types/manager';
import { api } from '../api';
import { FormDialog } from '../components/FormDialog';
import { checked, useSubmit } from '../components/use-submit';
import { useManager } from '../context';
import { deadlineCheck, saveRenewalDeadline } from './renewal-deadline';
import { RENEWAL_DEADLINE_TEXTS as D } from './texts';

type Props = { period: ManagerLeasePeriod | null; propertyId: number; semesters: Semester[]; onManageSemesters: () => void; onClose: () => void; onSaved: (period: ManagerLeasePeriod | null) => void };

/** 'Add New Lease Period' / 'Edit Lease Period': name, description, semesters, genders, the property and the renewal deadline. */
export function LeasePeriodDialog({ period: opened, propertyId, semesters, onManageSemesters, onClose, onSaved }: Props) {
  const { organization, notify } = useManager();
  // A period created here whose deadline was then refused: the dialog goes on as its edit.
  const [period, setPeriod] = useState(opened);
  const [deadline, setDeadline] = useState(opened?.renewal_deadline ?? '');
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
    () => {
      const form = checked(LeasePeriodFormSchema, { name, description, semesters: chosen, genders_available: genders }, async (body) => {
        // The deadline goes first on an edit, so a refused one saves nothing; a new period needs its id first.
        if (period) await saveRenewalDeadline(period, deadline);
        // An edit carries the version the grid loaded; its answer (the deadline included) takes the row's place at once.
        if (period) return api.updateLeasePeriod(period.id, { ...body, version: period.version });
        const created = await api.createLeasePeriod({ ...body, property_id: property });
        setPeriod(created);
        return (await saveRenewalDeadline(created, deadline)) ?? created;
      });
      const badDeadline = deadlineCheck(deadline);
      return badDeadline ? { errors: { ...('errors' in form ? form.errors : {}), ...fieldErrors(badDeadline) } } : form;
    },
    (saved) => {
      notify({ tone: 'success', text: opened ? LEASE_PERIOD_MESSAGES.edited : LEASE_PERIOD_MESSAGES.created });
      onSaved(saved);
    },
  );
  // Closing after a period was created (its deadline refused) still shows it in the grid.
  const close = period && !opened ? () => onSaved(period) : onClose;

  return (
    <FormDialog
      title={period ? 'Edit Lease Period' : 'Add New Lease Period'}
      onClose={close}
      submission={submission}
      onSubmit={save}
      submitLabel={period ? 'Save' : 'Create'}
      shownFields={['name', 'semesters', 'renewal_deadline']}
    >
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
      <TextField type="date" label={D.label} title={D.hint} {...submission.field('renewal_deadline', deadline, setDeadline)} />
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
