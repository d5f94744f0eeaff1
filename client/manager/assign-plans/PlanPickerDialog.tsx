import { useState } from 'react';
import { SETTINGS_DIALOG_RESET_MS } from '../../../shared/payment-plans/constants';
import type { PaymentPlanType } from '../../../shared/payment-plans/constants';
import { PrimaryButton } from '../../ui/form';
import { Dialog, SecondaryButton } from '../components/Dialog';
import { DialogFade } from '../components/DialogFade';
import type { PlanChoice } from './plan-index';
import { PlanChecklist } from './PlanChecklist';

/** Which cell the picker edits: the bed (its place, for the title) and the tenant type. */
export type PickerMode = { bedId: number; place: string; type: PaymentPlanType; held: readonly number[]; choices: readonly PlanChoice[] };

type Props = { mode: PickerMode; closing: boolean; onClose: () => void; onApply: (planIds: number[]) => void };

/** One cell's plans for one tenant type: checkboxes of the offered plans; Apply makes it a pending change. */
export function PlanPickerDialog({ mode, closing, onClose, onApply }: Props) {
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(mode.held));
  const apply = () => !closing && onApply(mode.choices.filter((p) => chosen.has(p.id)).map((p) => p.id));
  return (
    <DialogFade $closing={closing} $ms={SETTINGS_DIALOG_RESET_MS}>
      <Dialog
        title={`${mode.type} Plans`}
        onClose={() => !closing && onClose()}
        footer={
          <>
            <SecondaryButton type="button" onClick={onClose}>
              Cancel
            </SecondaryButton>
            <PrimaryButton type="button" onClick={apply}>
              Apply
            </PrimaryButton>
          </>
        }
      >
        <PlanChecklist legend={mode.place} choices={mode.choices} chosen={chosen} onChange={setChosen} empty={`This lease period has no approved, active ${mode.type} plans.`} />
      </Dialog>
    </DialogFade>
  );
}
