import type { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import type { FieldErrors } from './http-error';

/** Messages an answer lists at most; the rest are counted in one last message (see API_ERRORS.moreProblems). */
const MESSAGES_LISTED = 50;

/**
 * Field errors gathered one at a time: a message once per field, at most MESSAGES_LISTED in all,
 * then a count of the rest. Adding is constant time, so a request of 10,000 bad rows costs no more
 * than its length.
 */
export class FieldErrorList {
  private readonly byField = new Map<string, Set<string>>();
  private listed = 0;
  private more = 0;

  add(field: string, message: string): void {
    let messages = this.byField.get(field);
    if (messages?.has(message)) return;
    if (this.listed >= MESSAGES_LISTED) {
      this.more++;
      return;
    }
    if (!messages) this.byField.set(field, (messages = new Set()));
    messages.add(message);
    this.listed++;
  }

  get empty(): boolean {
    return this.listed === 0;
  }

  /** The errors in the field-error shape; the count of the rest under non_field_errors. */
  toFieldErrors(): FieldErrors {
    const out: FieldErrors = Object.fromEntries([...this.byField].map(([field, messages]) => [field, [...messages]]));
    if (this.more) (out.non_field_errors ??= []).push(API_ERRORS.moreProblems(this.more));
    return out;
  }
}

/** Turns zod issues into the field-error shape; issues without a path go under non_field_errors. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const list = new FieldErrorList();
  for (const issue of error.issues) list.add(issue.path.length ? issue.path.join('.') : 'non_field_errors', issue.message);
  return list.toFieldErrors();
}
