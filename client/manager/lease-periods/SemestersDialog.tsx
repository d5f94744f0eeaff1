import { useState } from 'react';
import { styled } from 'styled-components';
import { SemesterSchema } from '../../../shared/schemas/semesters';
import { formatManagerDate } from '../../../shared/csv';
import { errorMessage } from '../../../shared/api-errors';
import { FieldError, PrimaryButton, TextField } from '../../ui/form';
import type { Semester } from '../../../shared/types/manager';
import { api } from '../api';
import { Dialog, SecondaryButton } from '../components/Dialog';
import { checked, useSubmit } from '../components/use-submit';
import { useManager } from '../context';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li { display: flex; justify-content: space-between; gap: 8px; align-items: center; }
  span { color: #5B687C; font-size: 0.85rem; }
  button { font: inherit; font-size: 0.85rem; border: 0; background: none; color: #2F5FE8; cursor: pointer; text-decoration: underline; }
`;

const EMPTY = { name: '', start_date: '', end_date: '' };

/** Semesters of the company: add, edit and delete (one in use cannot be deleted). */
export function SemestersDialog({ semesters, onChanged, onClose }: { semesters: Semester[]; onChanged: () => void; onClose: () => void }) {
  const { notify } = useManager();
  const [editing, setEditing] = useState<Semester | null>(null);
  const [form, setForm] = useState(EMPTY);
  const submission = useSubmit({ failed: "Couldn't save the semester" });
  const { errors, setErrors } = submission;

  const startEdit = (s: Semester | null) => {
    setEditing(s);
    setForm(s ? { name: s.name, start_date: s.start_date, end_date: s.end_date } : EMPTY);
    setErrors({});
  };

  const save = submission.submit(
    () => checked(SemesterSchema, form, (body) => (editing ? api.updateSemester(editing.id, body) : api.createSemester(body))),
    () => {
      notify({ tone: 'success', text: editing ? 'Semester updated.' : 'Semester added.' });
      startEdit(null);
      onChanged();
    },
  );

  const remove = async (s: Semester) => {
    try {
      await api.deleteSemester(s.id);
      notify({ tone: 'success', text: 'Semester deleted.' });
      onChanged();
    } catch (err) {
      notify({ tone: 'error', text: errorMessage(err) });
    }
  };

  return (
    <Dialog title="Semesters" onClose={onClose} footer={<SecondaryButton type="button" onClick={onClose}>Close</SecondaryButton>}>
      <Rows>
        {semesters.map((s) => (
          <li key={s.id}>
            <strong>{s.name}</strong>
            <span>
              {formatManagerDate(s.start_date)} – {formatManagerDate(s.end_date)}
            </span>
            <span>
              <button type="button" onClick={() => startEdit(s)}>
                Edit
              </button>{' '}
              <button type="button" onClick={() => remove(s)}>
                Delete
              </button>
            </span>
          </li>
        ))}
      </Rows>
      <form id="semester-form" onSubmit={save} noValidate style={{ display: 'grid', gap: 14 }}>
        <h3 style={{ margin: '8px 0 0', fontSize: '1rem' }}>{editing ? `Edit ${editing.name}` : 'Add a semester'}</h3>
        <TextField label="Semester name" name="semester-name" value={form.name} onValue={(name) => setForm({ ...form, name })} error={errors.name} />
        <TextField label="Start date" name="start_date" type="date" value={form.start_date} onValue={(start_date) => setForm({ ...form, start_date })} error={errors.start_date} />
        <TextField label="End date" name="end_date" type="date" value={form.end_date} onValue={(end_date) => setForm({ ...form, end_date })} error={errors.end_date} />
        {errors.non_field_errors && <FieldError>{errors.non_field_errors}</FieldError>}
        <div style={{ display: 'flex', gap: 8 }}>
          <PrimaryButton type="submit" disabled={submission.saving}>
            {editing ? 'Save semester' : 'Add semester'}
          </PrimaryButton>
          {editing && (
            <SecondaryButton type="button" onClick={() => startEdit(null)}>
              Cancel edit
            </SecondaryButton>
          )}
        </div>
      </form>
    </Dialog>
  );
}
