import { askedQuestions, type Answers } from './answers';
import { SECTIONS, type ApplicationFlags, type Question, type Section } from './fields';

/** The student's form in steps, each a group of catalog sections (in the catalog's ids). */
export const STEP_GROUPS = [
  { id: 'about-you', title: 'About you', sections: ['personal-info', 'bio', 'student-status'] },
  { id: 'home', title: 'Home', sections: ['current-address', 'previous-address', 'tenant-history'] },
  { id: 'money', title: 'Money', sections: ['finances', 'documents', 'additional-info'] },
  { id: 'life', title: 'Life', sections: ['pets', 'vehicle', 'roommate-profile', 'social-media'] },
  { id: 'contacts', title: 'Contacts', sections: ['guarantor', 'emergency-contact', 'arrival-info'] },
] as const;

export type StepSection = { section: Section; questions: Question[] };
export type ApplicationStep = { id: string; title: string; sections: StepSection[]; questions: Question[] };

/**
 * The steps a student goes through now: each group's sections with the questions asked (askedQuestions),
 * sections and steps without any asked question left out.
 */
export function applicationSteps(flags: ApplicationFlags, answers: Answers): ApplicationStep[] {
  const asked = new Set(askedQuestions(flags, answers).map((q) => q.key));
  const steps: ApplicationStep[] = [];
  for (const group of STEP_GROUPS) {
    const sections = group.sections
      .map((id) => SECTIONS.find((s) => s.id === id)!)
      .map((section) => ({ section, questions: section.questions.filter((q) => asked.has(q.key)) }))
      .filter((s) => s.questions.length > 0);
    if (sections.length) steps.push({ id: group.id, title: group.title, sections, questions: sections.flatMap((s) => s.questions) });
  }
  return steps;
}

/** How many of a step's questions have an answer (or a file). */
export function stepProgress(step: ApplicationStep, answers: Answers, files: ReadonlySet<string>): { answered: number; asked: number } {
  const answered = step.questions.filter((q) => files.has(q.key) || (q.key in answers && answers[q.key] !== '')).length;
  return { answered, asked: step.questions.length };
}

/** The index of the step with this id, else of the one that holds this question; 0 when neither. */
export function stepIndex(steps: readonly ApplicationStep[], stepId: string | null | undefined, questionKey?: string): number {
  const byId = steps.findIndex((s) => s.id === stepId);
  if (byId >= 0) return byId;
  const byQuestion = questionKey ? steps.findIndex((s) => s.questions.some((q) => q.key === questionKey)) : -1;
  return Math.max(byQuestion, 0);
}

/** Every step's id must name a group: used to keep a step id read from a URL to the known ones. */
export const STEP_IDS: readonly string[] = STEP_GROUPS.map((g) => g.id);
