import { styled } from 'styled-components';
import { APPLICATION_MESSAGES, VERIFY_EMAIL_MESSAGES } from '../../../../shared/messages';
import { VERIFICATION_BACK_FIELD, VERIFICATION_LINK_PATH, verificationNoticeText, type VerificationNotice } from '../../../../shared/verification-notice';
import { PrimaryButton } from '../../../ui/form';

const Box = styled.section`
  display: grid;
  gap: 10px;
  justify-items: start;
  margin-bottom: 16px;
  padding: 14px 16px;
  border-radius: 8px;
  background: #FFF6E5;
  color: #6B4100;
  p { margin: 0; }
  strong { overflow-wrap: anywhere; }
`;

type Props = { email: string; backPath: string; notice: VerificationNotice | null };

/**
 * An application is submitted only from a verified address (the guarantor is mailed on submit): the
 * reason, and the button that mails a new verification link. A plain form post (it works without
 * JavaScript), back to this page with what happened.
 */
export function VerifyEmailNotice({ email, backPath, notice }: Props) {
  return (
    <Box aria-label="Verify your e-mail address" data-testid="verify-email-notice">
      <p>{APPLICATION_MESSAGES.verifyEmailFirst}</p>
      <p>
        Your address: <strong>{email}</strong>
      </p>
      {notice && <p role="status">{verificationNoticeText(notice, email)}</p>}
      <form method="post" action={VERIFICATION_LINK_PATH}>
        <input type="hidden" name={VERIFICATION_BACK_FIELD} value={backPath} />
        <PrimaryButton type="submit">{VERIFY_EMAIL_MESSAGES.resendButton}</PrimaryButton>
      </form>
    </Box>
  );
}
