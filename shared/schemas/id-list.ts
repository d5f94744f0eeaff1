import { z } from 'zod';

/**
 * A list filter in a query string: ids separated by commas (`?property=1,2`), each once, in their
 * order. An empty value is an empty list (the filter matches nothing).
 */
export const idListParam = z
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
