import { askedQuestions, type Answer, type Answers } from './answers';
import { SECTIONS, type ApplicationFlags, type Question } from './fields';
import { STEP_GROUPS } from './steps';

/** What the application form posted without JavaScript says to do (its submit buttons' `intent`). */
export type FormIntent = 'next' | 'back' | 'save' | 'submit';
export const FORM_INTENTS: readonly FormIntent[] = ['next', 'back', 'save', 'submit'];

/** The form's hidden field listing the questions it shows (space-separated keys). */
export const SHOWN_FIELD = 'shown';

/** The name of a file's Remove button (its value is the file's id). */
export const REMOVE_FIELD = 'remove_file';

/** A yes/no question's radio values in the page's form. */
export const YES = 'yes';
export const NO = 'no';

/** The typed values a refused post shows again: text as typed, yes/no as booleans, never identity numbers. */
export type KeptValues = Record<string, string | boolean>;

/**
 * The questions of one step that a post may answer: those asked under the saved answers (what the
 * page showed) and those asked once the posted yes/no and choices are taken into account (what a
 * refused post's page showed, e.g. the explanation after a Yes that could not be saved yet).
 */
function stepQuestions(flags: ApplicationFlags, saved: Answers, stepId: string, withPosted: Answers): Question[] {
  const group = STEP_GROUPS.find((g) => g.id === stepId);
  if (!group) return [];
  const sections: readonly string[] = group.sections;
  const asked = new Map([...askedQuestions(flags, saved), ...askedQuestions(flags, withPosted)].map((q) => [q.key, q]));
  return [...asked.values()].filter((q) => sections.includes(SECTION_OF.get(q.key) ?? ''));
}

const SECTION_OF: ReadonlyMap<string, string> = new Map(SECTIONS.flatMap((s) => s.questions.map((q) => [q.key, s.id] as const)));

/** A yes/no radio's posted value as the draft save takes it ('yes'/'no' to a boolean; anything else is left for the check to refuse). */
const yesNo = (raw: string): Answer => (raw === YES ? true : raw === NO ? false : raw);

/**
 * The draft save's answers from the application form posted without JavaScript, for one step:
 * only that step's asked questions, files aside (they come as uploads). A field left empty clears
 * its answer, except an identity number (its box is always empty: typing replaces the saved one);
 * a field not posted (a yes/no never chosen, a question the page did not show) changes nothing.
 * Also the values to show again if the save is refused, and the step's questions the post could answer.
 */
export function postedAnswers(
  flags: ApplicationFlags,
  saved: Answers,
  stepId: string,
  fields: Readonly<Record<string, string | undefined>>,
): { answers: Record<string, Answer | null>; kept: KeptValues; shown: ReadonlySet<string> } {
  const withPosted: Answers = { ...saved };
  for (const [key, raw] of Object.entries(fields)) {
    if (typeof raw === 'string' && raw !== '') withPosted[key] = raw === YES ? true : raw === NO ? false : raw;
  }
  const answers: Record<string, Answer | null> = {};
  const kept: KeptValues = {};
  const questions = stepQuestions(flags, saved, stepId, withPosted);
  for (const q of questions) {
    const raw = fields[q.key];
    if (q.control === 'file' || typeof raw !== 'string') continue;
    if (q.control === 'secret') {
      if (raw.trim() !== '') answers[q.key] = raw;
      continue;
    }
    if (q.control === 'yesno') {
      const value = yesNo(raw);
      answers[q.key] = raw === '' ? null : value;
      if (typeof value === 'boolean') kept[q.key] = value;
      continue;
    }
    answers[q.key] = raw.trim() === '' ? null : raw;
    kept[q.key] = raw;
  }
  return { answers, kept, shown: new Set(questions.map((q) => q.key)) };
}
