import { formatClockTime, formatUsDate, formatWeekdayDateTime } from '../../../../shared/dates';
import { formatUsd, parseAmount } from '../../../../shared/money';
import type { Answer } from '../../../../shared/rental-application/answers';
import type { Question } from '../../../../shared/rental-application/fields';

/** Shown for an asked question without an answer (one switched on after submission, say). */
export const NO_ANSWER = 'Not answered';

/** An answer as a manager reads it: Yes/No, dollars, US dates, the arrival with its weekday, times as h:mm A; identity numbers stay as the server masked them. */
export function answerText(question: Question, value: Answer | undefined): string {
  if (value === undefined || value === '') return NO_ANSWER;
  switch (question.control) {
    case 'yesno':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'money': {
      const cents = typeof value === 'boolean' ? null : parseAmount(value);
      return cents === null ? String(value) : formatUsd(cents);
    }
    case 'date':
      return formatUsDate(String(value));
    // An arrival is a day someone plans around: the spec's full-weekday form, with h:mm A.
    case 'datetime':
      return formatWeekdayDateTime(String(value));
    case 'time':
      return formatClockTime(String(value));
    default:
      return String(value);
  }
}

/** A file's size in KB or MB. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
