import { z } from '../zod';
import { MESSAGES } from '../messages';
import { EMAIL_PATTERN } from '../patterns';

/** A required string: blank or missing gives the spec's 'This field is required'. */
export const requiredString = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required });

/**
 * A pattern check that stays quiet on an empty value, so a blank field shows only its 'required'
 * message. (Not zod's abort: that would also stop the form-level 'Passwords should match' check.)
 */
export const refineMatching = (pattern: RegExp, message: string) =>
  [(value: string) => value === '' || pattern.test(value), { error: message }] as const;

export { EMAIL_PATTERN } from '../patterns';

export const emailField = () =>
  requiredString()
    .max(254, { error: MESSAGES.incorrectEmail })
    .refine(...refineMatching(EMAIL_PATTERN, MESSAGES.incorrectEmail));

const NOT_AN_ID = 'A whole number is expected.';
// zod's int() also keeps to the safe integer range.
const wholeNumber = z.number().int({ error: NOT_AN_ID }).positive({ error: NOT_AN_ID });
/**
 * An id in a path or query string: digits only, no sign, no leading zero, no spaces and no other
 * notation (`0x1`, ` 1` and `1e3` are refused), within JavaScript's safe integers.
 */
export const idParam = z.union(
  [wholeNumber, z.string().regex(/^[1-9][0-9]{0,15}$/).transform(Number).pipe(wholeNumber)],
  { error: NOT_AN_ID },
);

/** US phone: 10 digits, optional +1, separators allowed ("(512) 555-0142", "+1 512.555.0142"). */
export const US_PHONE_PATTERN = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** Path parameters of every `/{id}/` URL. */
export const IdParams = z.object({ id: idParam });

/** `?prop={id}`: the property a list belongs to (the spec's name for it on the editors' lists). */
export const PropQuery = z.object({ prop: idParam });

/** `?organization={id}`: the company a list belongs to. */
export const OrganizationQuery = z.object({ organization: idParam });

/** `?property={id}`: the property a public list belongs to. */
export const PropertyQuery = z.object({ property: idParam });

/** A query's comma-separated ids (`?property=1,2`), without repeats; an empty value is none. */
export const idList = z
  .string()
  .max(2000)
  .transform((v, ctx) => {
    const ids = v.split(',').filter((s) => s !== '');
    if (!ids.every((s) => /^[1-9][0-9]{0,15}$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'Use ids separated by commas.' });
      return z.NEVER;
    }
    return [...new Set(ids.map(Number))];
  });
