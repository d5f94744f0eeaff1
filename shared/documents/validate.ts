import { CONTENT_BLOCK_MESSAGES, DOCUMENT_MESSAGES } from '../messages';
import { ALLOWED_FORMATS, bodyProblems, CONTENT_BLOCK_FORMATS, contentBlockIds } from './formats';
import { expandedLength, subjectLength } from './length';
import { usedVariables } from './plain-text';
import { MESSAGE_VARIABLES, VARIABLES } from './variables';
import { DOCUMENT_LIMITS, walk, type DocNode, type DocumentType } from './types';

/** The spec's rules on a subject (e-mail templates only): required, at most 998 with variables by name, one line. */
export function subjectErrors(subject: string): string[] {
  if (/[\r\n]/.test(subject)) return [DOCUMENT_MESSAGES.subjectLineBreaks];
  if (!subject.trim()) return [DOCUMENT_MESSAGES.subjectRequired];
  return subjectLength(subject) > DOCUMENT_LIMITS.subjectMax ? [DOCUMENT_MESSAGES.subjectTooLong] : [];
}

/**
 * The spec's rules on a body for its type, in the order a person fixes them: formats, unique blocks,
 * then the length with variables and blocks expanded (`blockBody` answers a block's body).
 */
export function bodyErrors(type: DocumentType, body: DocNode, blockBody: (id: number) => DocNode | undefined): string[] {
  const problems = bodyProblems(body, ALLOWED_FORMATS[type]);
  return problems.length ? problems : bodyContentErrors(type, body, blockBody);
}

/** The rules after the formats (for a body whose formats were already checked): unique blocks, then the length. */
export function bodyContentErrors(type: DocumentType, body: DocNode, blockBody: (id: number) => DocNode | undefined): string[] {
  const ids = contentBlockIds(body);
  if (new Set(ids).size !== ids.length) return [DOCUMENT_MESSAGES.blocksNotUnique];
  const messageOnly = type === 'Lease Agreement' && usedVariables(body).find((key) => (MESSAGE_VARIABLES as readonly string[]).includes(key));
  if (messageOnly) return [DOCUMENT_MESSAGES.messageVariable(VARIABLES[messageOnly].name)];
  const length = expandedLength(body, blockBody);
  if (length < DOCUMENT_LIMITS.bodyMin) return [DOCUMENT_MESSAGES.bodyTooShort];
  if (type === 'SMS Template' && length > DOCUMENT_LIMITS.smsMax) return [DOCUMENT_MESSAGES.smsTooLong];
  return [];
}

/** Whether a body says anything: some text that is not blank, or a variable (empty paragraphs and spaces do not count). */
export const hasContent = (body: DocNode): boolean => [...walk(body)].some((node) => (node.type === 'text' && !!node.text?.trim()) || node.type === 'variable');

/** A content block's own body: its formats, and not empty. */
export function blockBodyErrors(body: DocNode): string[] {
  const problems = bodyProblems(body, CONTENT_BLOCK_FORMATS);
  if (problems.length) return problems;
  return hasContent(body) ? [] : [CONTENT_BLOCK_MESSAGES.bodyEmpty];
}
