const BASE = '/settings/payment-plans';

/** Where the plan editor leads, in the manager router. */
export const planPaths = {
  list: BASE,
  edit: (id: number) => `${BASE}/${id}/edit`,
  preview: (id: number) => `${BASE}/${id}`,
};
