import type { DocumentTemplateRow } from '../../../shared/types/documents';

export type TemplateOption = { value: string; label: string };
export type TemplateOptions = { email: TemplateOption[]; sms: TemplateOption[] };

const byName = (a: DocumentTemplateRow, b: DocumentTemplateRow) => a.name.localeCompare(b.name) || a.id - b.id;
const option = (t: DocumentTemplateRow): TemplateOption => ({ value: String(t.id), label: t.name });

/** The company's templates a notification may use: e-mail templates for the e-mail, SMS templates for the text message, by name. */
export function templateOptions(templates: readonly DocumentTemplateRow[]): TemplateOptions {
  const sorted = [...templates].sort(byName);
  return {
    email: sorted.filter((t) => t.type === 'Email Template').map(option),
    sms: sorted.filter((t) => t.type === 'SMS Template').map(option),
  };
}

/** A select's value for a template id (null: the empty choice). */
export const choiceOf = (id: number | null) => (id === null ? '' : String(id));
/** The template id a select's value stands for. */
export const idOf = (value: string) => (value === '' ? null : Number(value));
