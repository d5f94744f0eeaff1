import { PAYMENT_PLAN_LIMITS } from '../../../../shared/payment-plans/constants';

/** The clone dialog's suggested name, within the name's length limit. */
export const cloneName = (name: string) => `Copy of ${name}`.slice(0, PAYMENT_PLAN_LIMITS.name);
