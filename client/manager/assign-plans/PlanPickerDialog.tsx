import { useState, type FormEvent } from 'react';
import { type PaymentPlanType } from '../../../shared/payment-plans/constants';
import { FormDialog } from '../components/FormDialog';
import type { PlanChoice } from './plan-index';
import { PlanChecklist } from './PlanChecklist';

/** Which cell the picker edits: the bed (its place, for the heading) and the tenant type. */
export type PickerMode = { bedId: number; place: string; type: PaymentPlanType; held: readonly number[]; choices: readonly PlanChoice[] };

type Props = { mode: PickerMode; closing: boolean; onClose: () => void; onApply: (planIds: number[]) => void };

/** Nothing is sent from here: the picked plans become a pending change. */
const IDLE = { saving: false, errors: {}, conflict: null };

/** One cell's plans for one tenant type: checkboxes of the offered plans; Apply makes it a pending change (Save sends it). */
export function PlanPickerDialog({ mode, closing, onClose, onApply }: Props) {
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(mode.held));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!closing) onApply(mode.choices.filter((p) => chosen.has(p.id)).map((p) => p.id));
  };
  return (
    <FormDialog title={`${mode.type} Plans`} closing={closing} onClose={onClose} submission={IDLE} onSubmit={apply} submitLabel="Apply">
      <PlanChecklist legend={mode.place} choices={mode.choices} chosen={chosen} onChange={setChosen} empty={`This lease period has no approved, active ${mode.type} plans.`} />
    </FormDialog>
  );
}
