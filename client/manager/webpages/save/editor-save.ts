import { useState } from 'react';
import { withDetail } from '../../../api/error-details';
import { fieldErrorLists } from '../../../../shared/api-errors';
import { useManager } from '../../context';

/** Spec text after every successful page Save (2-manager-settings.md §4). */
export const SAVED_TEXT = 'Your changes have successfully saved';

/**
 * `reload`: the Save stored part of the changes, so the editor shows the stored state again;
 * `keepBlocks`: except the blocks' drafts, whose save someone else's change refused (409).
 */
export type SaveResult = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string[]>; reload: boolean; keepBlocks?: boolean };
export type OnProgress = (key: string, fraction: number) => void;

/**
 * Sends the changed fields (see shared/changed-fields). A refusal ends the Save before anything else
 * is stored, with the field errors to show under the inputs; null when it went through (or nothing
 * changed).
 */
export async function saveChangedFields<C extends object>(changes: C, send: (changes: C) => Promise<unknown>, failText: string): Promise<SaveResult | null> {
  if (!Object.keys(changes).length) return null;
  try {
    await send(changes);
    return null;
  } catch (err) {
    const fieldErrors = fieldErrorLists(err) ?? undefined;
    return { ok: false, message: withDetail(failText, err), fieldErrors, reload: false };
  }
}

/** An editor's Save: runs it with upload progress, then tells the result and reloads when the stored state changed. */
export function useEditorSave(run: (onProgress: OnProgress) => Promise<SaveResult>, reload: (keepBlocks: boolean) => void) {
  const { notify } = useManager();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const save = async () => {
    setSaving(true);
    setErrors({});
    const result = await run((key, fraction) => setProgress((p) => ({ ...p, [key]: fraction })));
    setSaving(false);
    setProgress({});
    if (result.ok) {
      notify({ tone: 'success', text: SAVED_TEXT });
      return reload(false);
    }
    notify({ tone: 'error', text: result.message });
    if (result.fieldErrors) setErrors(result.fieldErrors);
    if (result.reload) reload(!!result.keepBlocks);
  };
  return { save, saving, errors, setErrors, progress };
}
