import { idList } from '../../../shared/schemas/common';
import { z } from '../../../shared/zod';

/** `GET /api/manager/alerts/?property=1,2` and `…/glance/?property=1,2`: the chosen properties (none: all of the company's). */
export const AlertsQuery = z.object({ property: idList.optional() });
