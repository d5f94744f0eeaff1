import { useState, type FormEvent } from 'react';
import { useManager } from '../context';
import { useSubmit, type Checked } from './use-submit';

type Options<Input, Answer> = {
  loaded: Answer;
  /** The form's fields as the answer fills them (again after each save). */
  inputOf: (answer: Answer) => Input;
  /** The snackbar's words when a save fails for no field's reason, and when it succeeds. */
  failed: string;
  savedText: string;
  onSaved: (answer: Answer) => void;
};

/**
 * A settings screen's one form saved whole (Lease Terms, Late Fees): what was typed, a change that
 * forgets its field's error and "Saved", and a save (useSubmit) that, once answered, refills the form
 * from the answer, says "Saved" beside the button and in the snackbar.
 */
export function useSettingsForm<Input extends object, Answer>({ loaded, inputOf, failed, savedText, onSaved }: Options<Input, Answer>) {
  const { notify } = useManager();
  const [input, setInput] = useState<Input>(() => inputOf(loaded));
  const [saved, setSaved] = useState(false);
  const submission = useSubmit({ failed });
  const change = <K extends keyof Input>(key: K, value: Input[K]) => {
    setInput((i) => ({ ...i, [key]: value }));
    setSaved(false);
    submission.clearError(key as string);
  };
  const save = (check: () => Checked<Answer> | null): ((e?: FormEvent) => Promise<void>) =>
    submission.submit(check, (answer) => {
      submission.reset();
      onSaved(answer);
      setInput(inputOf(answer));
      setSaved(true);
      notify({ tone: 'success', text: savedText });
    });
  return { input, change, saved, submission, errors: submission.errors, save };
}
