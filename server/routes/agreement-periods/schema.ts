import { z } from 'zod';
import { idParam } from '../../../shared/schemas/common';

/** `?property={id}`: one property's periods; without it, the company's. */
export const AgreementPeriodsQuery = z.object({ property: idParam.optional() });

