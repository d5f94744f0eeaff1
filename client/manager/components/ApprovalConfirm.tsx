import { ConfirmDialog } from './ConfirmDialog';
import type { FinalApproval } from './use-final-approval';

/** The question a Final Approval asks before it acts, in the app's confirmation dialog. */
export const ApprovalConfirm = ({ approval }: { approval: FinalApproval }) =>
  approval.question ? <ConfirmDialog question={approval.question} onAgree={approval.agree} onDisagree={approval.disagree} /> : null;
