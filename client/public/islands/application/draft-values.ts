import { checkAnswer, type Answer, type Answers } from '../../../../shared/rental-application/answers';
import type { Question } from '../../../../shared/rental-application/fields';

/** What a control holds while the student types: text as typed, or a yes/no. */
export type Raw = string | boolean;
export type Edits = Record<string, Raw>;

/** The value a control shows: the student's edit, else the saved answer (identity numbers never: they come back masked). */
export function shownValue(q: Question, saved: Answers, edits: Edits): Raw {
  if (q.key in edits) return edits[q.key]!;
  if (q.control === 'secret') return '';
  const answer = saved[q.key];
  if (answer === undefined) return '';
  return typeof answer === 'number' ? String(answer) : answer;
}

/** The answers as they stand with the student's edits on top (an empty identity-number box keeps the saved number). */
export function mergedAnswers(saved: Answers, edits: Edits, secretKeys: ReadonlySet<string>): Answers {
  const out: Answers = { ...saved };
  for (const [key, raw] of Object.entries(edits)) {
    if (secretKeys.has(key) && raw === '') continue;
    if (raw === '') delete out[key];
    else out[key] = raw;
  }
  return out;
}

/** An edit as a draft save sends it: null clears, else the checked value, or the check's message. */
export function patchValue(q: Question, raw: Raw): { value: Answer | null } | { error: string } {
  if (raw === '') return { value: null };
  return checkAnswer(q, raw);
}
