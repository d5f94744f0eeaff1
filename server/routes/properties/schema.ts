import { z } from 'zod';
import { idParam } from '../../../shared/schemas/common';

/** `?property={id}`, or `?prop={id}` as the spec's editors send it. */
export const FriendsQuery = z
  .object({ property: idParam.optional(), prop: idParam.optional() })
  .refine((q) => q.property !== undefined || q.prop !== undefined, { path: ['property'], error: 'A whole number is expected.' })
  .transform((q) => ({ property: (q.property ?? q.prop)! }));
