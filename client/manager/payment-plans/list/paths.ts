const BASE = '/settings/payment-plans';

/** Where the payment plans list leads, in the manager router. */
export const planPaths = {
  edit: (id: number) => `${BASE}/${id}/edit`,
  preview: (id: number) => `${BASE}/${id}`,
};
