import type { AgingBucketKey, ApplicationStatusKey } from '../../../../shared/alerts/alert-types';
import type { BedState } from '../../../../shared/alerts/bed-states';

// Each colour stands out from white by at least 3:1 (WCAG 1.4.11); the texts beside the bars say every value.
export const BED_STATE_COLORS: Record<BedState, string> = { free: '#7A8599', offered: '#B86E00', signing: '#2F5FE8', leased: '#2E7D0F' };
export const APPLICATION_COLORS: Record<ApplicationStatusKey, string> = { Submitted: '#2F5FE8', Approved: '#2E7D0F', Declined: '#B0144F' };
export const AGING_COLORS: Record<AgingBucketKey, string> = { not_yet_due: '#2F5FE8', current: '#2E7D0F', d1_30: '#B86E00', d31_60: '#C2410C', d61_90: '#B0144F', over_90: '#7A0E37' };
/** The track behind a bar. */
export const TRACK = '#EEF1F5';
/** A renewal rate's bar: renewed, in the leased beds' green. */
export const RENEWAL_COLOR = BED_STATE_COLORS.leased;
