import { isIsoDate } from '../dates';
import { parseAmount } from '../money';
import { EMAIL_PATTERN } from '../patterns';
import { QUESTIONS, SECTIONS, type ApplicationFlags, type Question } from './fields';

/** An answer as stored and sent: text, a yes/no, or a number; null clears it. Files are not answers. */
export type Answer = string | boolean | number;
export type Answers = Record<string, Answer>;

export const ANSWER_LIMITS = { text: 200, textarea: 2000 } as const;

/** Texts of the application's own checks (the spec leaves them open). */
export const ANSWER_MESSAGES = {
  required: (label: string) => `${label} is required`,
  text: (max: number) => `Use at most ${max} characters.`,
  date: 'Pick a date.',
  datetime: 'Pick a date and a time.',
  time: 'Pick a time.',
  email: 'Enter a valid e-mail address, such as name@example.com.',
  phone: 'Enter a phone number of 7 to 15 digits, such as +1 512 555 0142.',
  yesno: 'Answer Yes or No.',
  number: 'Enter a number from 0 to 100,000.',
  money: 'Enter an amount in dollars and cents, such as 650.00.',
  choice: 'Pick one of the choices.',
  secret: 'Enter the number as it is printed (letters, digits, spaces and dashes; 4 to 20).',
  file: 'Upload the file with the upload button.',
  notAsked: 'This question is not asked in this application.',
} as const;

/** Whether the answer to `key` counts as given. */
const given = (answers: Answers, files: ReadonlySet<string>, key: string) => files.has(key) || (key in answers && answers[key] !== '');

/**
 * The questions a student is asked, in the form's order: those switched on whose condition holds
 * (a question that depends on another is asked only when that one is asked and answered so).
 */
export function askedQuestions(flags: ApplicationFlags, answers: Answers): Question[] {
  const asked = new Set<string>();
  const out: Question[] = [];
  for (const section of SECTIONS) {
    for (const q of section.questions) {
      if (!flags[q.key]) continue;
      if (q.askedWhen && !(asked.has(q.askedWhen.key) && answers[q.askedWhen.key] === q.askedWhen.equals)) continue;
      asked.add(q.key);
      out.push(q);
    }
  }
  return out;
}

/** The asked questions still without an answer (or file). */
export function missingAnswers(asked: readonly Question[], answers: Answers, files: ReadonlySet<string>): Question[] {
  return asked.filter((q) => !given(answers, files, q.key));
}

const PHONE = /^\+?[0-9 ().-]{7,22}$/;
const SECRET = /^[A-Za-z0-9][A-Za-z0-9 -]{2,18}[A-Za-z0-9]$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Checks one answer against its question's control: the value to store, or the message. */
export function checkAnswer(q: Question, value: unknown): { value: Answer } | { error: string } {
  const text = typeof value === 'string' ? value.trim() : null;
  switch (q.control) {
    case 'yesno':
      return typeof value === 'boolean' ? { value } : { error: ANSWER_MESSAGES.yesno };
    case 'number': {
      const n = typeof value === 'number' ? value : text !== null && text !== '' ? Number(text) : NaN;
      return Number.isFinite(n) && n >= 0 && n <= 100_000 ? { value: n } : { error: ANSWER_MESSAGES.number };
    }
    case 'money': {
      const cents = typeof value === 'number' || typeof value === 'string' ? parseAmount(value) : null;
      return cents !== null && cents <= 10_000_000 ? { value: (cents / 100).toFixed(2) } : { error: ANSWER_MESSAGES.money };
    }
    case 'file':
      return { error: ANSWER_MESSAGES.file };
    default:
      break;
  }
  if (text === null) return { error: ANSWER_MESSAGES.text(ANSWER_LIMITS.text) };
  switch (q.control) {
    case 'date':
      return isIsoDate(text) ? { value: text } : { error: ANSWER_MESSAGES.date };
    case 'datetime':
      return DATETIME.test(text) && isIsoDate(text.slice(0, 10)) ? { value: text } : { error: ANSWER_MESSAGES.datetime };
    case 'time':
      return TIME.test(text) ? { value: text } : { error: ANSWER_MESSAGES.time };
    case 'email':
      return EMAIL_PATTERN.test(text) && text.length <= ANSWER_LIMITS.text ? { value: text } : { error: ANSWER_MESSAGES.email };
    case 'phone': {
      const digits = text.replace(/\D/g, '').length;
      return PHONE.test(text) && digits >= 7 && digits <= 15 ? { value: text } : { error: ANSWER_MESSAGES.phone };
    }
    case 'select':
      return q.options?.includes(text) ? { value: text } : { error: ANSWER_MESSAGES.choice };
    case 'secret':
      return SECRET.test(text) ? { value: text } : { error: ANSWER_MESSAGES.secret };
    case 'textarea':
      return text.length <= ANSWER_LIMITS.textarea ? { value: text } : { error: ANSWER_MESSAGES.text(ANSWER_LIMITS.textarea) };
    default:
      return text.length <= ANSWER_LIMITS.text ? { value: text } : { error: ANSWER_MESSAGES.text(ANSWER_LIMITS.text) };
  }
}

/**
 * A draft save's answers checked against the catalog and the switched-on questions: the values to
 * store (null: clear), and the field errors. Questions switched off are refused, not ignored, so a
 * client learns at once that it shows a question it should not.
 */
export function checkAnswers(flags: ApplicationFlags, input: Record<string, unknown>): { values: Record<string, Answer | null>; errors: Record<string, string[]> } {
  const values: Record<string, Answer | null> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, raw] of Object.entries(input)) {
    const q = QUESTIONS.get(key);
    if (!q || !flags[key]) {
      errors[key] = [ANSWER_MESSAGES.notAsked];
      continue;
    }
    if (raw === null || raw === '') {
      values[key] = null;
      continue;
    }
    const checked = checkAnswer(q, raw);
    if ('error' in checked) errors[key] = [checked.error];
    else values[key] = checked.value;
  }
  return { values, errors };
}
