import { FLAG_KEYS, QUESTIONS, type ApplicationFlags, type Question, type Section } from '../../../shared/rental-application/fields';
import type { RentalApplicationSettings } from '../../../shared/rental-application/types';

/** The flags of an answer, every catalog key a boolean. */
export function flagsOf(settings: RentalApplicationSettings): ApplicationFlags {
  return Object.fromEntries(FLAG_KEYS.map((key) => [key, settings[key] === true]));
}

/** How many flags differ between the saved settings and the form. */
export function changedCount(saved: ApplicationFlags, draft: ApplicationFlags): number {
  return FLAG_KEYS.filter((key) => saved[key] !== draft[key]).length;
}

/** How many of a section's questions are on, of all of them. */
export function sectionCount(section: Section, flags: ApplicationFlags): { on: number; total: number } {
  return { on: section.questions.filter((q) => flags[q.key]).length, total: section.questions.length };
}

/** The flags with every question of the section on (or off). */
export function withSection(flags: ApplicationFlags, section: Section, on: boolean): ApplicationFlags {
  return { ...flags, ...Object.fromEntries(section.questions.map((q) => [q.key, on])) };
}

const answerText = (equals: boolean | string) => (equals === true ? 'Yes' : equals === false ? 'No' : equals);

/** When a follow-up question is asked, in words: 'Asked when "Have you ever been evicted?" is Yes'. */
export function askedWhenText(question: Question): string | null {
  if (!question.askedWhen) return null;
  const label = QUESTIONS.get(question.askedWhen.key)?.label ?? question.askedWhen.key;
  return `Asked when "${label}" is ${answerText(question.askedWhen.equals)}`;
}

/**
 * A follow-up switched on that is still never asked: the question it follows (or one before that)
 * is off, so its answer never comes (shared/rental-application/answers.ts askedQuestions).
 */
export function followsAnOffQuestion(question: Question, flags: ApplicationFlags): boolean {
  const parent = question.askedWhen && QUESTIONS.get(question.askedWhen.key);
  if (!parent) return false;
  return !flags[parent.key] || followsAnOffQuestion(parent, flags);
}
