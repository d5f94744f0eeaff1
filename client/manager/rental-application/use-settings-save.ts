import { useState } from 'react';
import { CONFLICT_MESSAGES, RENTAL_APPLICATION_MESSAGES as M } from '../../../shared/messages';
import type { ApplicationFlags } from '../../../shared/rental-application/fields';
import type { RentalApplicationSettings } from '../../../shared/rental-application/types';
import { errorDetail, withDetail } from '../../api/error-details';
import { ApiError } from '../../../shared/api-errors';
import { useManager } from '../context';
import { rentalApplicationApi } from './rental-application-api';

/**
 * Save (spec §4): every flag in one PUT with the version the form was loaded at. A refusal keeps
 * the switches as they are; a 409 (someone else saved meanwhile) is explained beside the form.
 */
export function useSettingsSave(version: number, onSaved: (settings: RentalApplicationSettings, sent: ApplicationFlags) => void) {
  const { notify } = useManager();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const save = async (flags: ApplicationFlags) => {
    setSaving(true);
    try {
      const saved = await rentalApplicationApi.update({ ...flags, version });
      setConflict(null);
      onSaved(saved, flags);
      notify({ tone: 'success', text: M.updated });
    } catch (err) {
      notify({ tone: 'error', text: withDetail(M.updateFailed, err) });
      if (err instanceof ApiError && err.status === 409) setConflict(errorDetail(err) ?? CONFLICT_MESSAGES.staleVersion);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, conflict, dismissConflict: () => setConflict(null) };
}
