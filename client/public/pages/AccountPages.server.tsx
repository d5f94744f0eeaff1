import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import { formatShortDate } from '../../../shared/dates';
import { useCompanyDay } from '../company-day.server';
import { MY_LEASE_TEXTS } from '../../../shared/leases/my-lease-texts';
import { MY_LEASE_PATH } from '../../../shared/leases/student-lease';
import { MY_BALANCE_PATH, MY_BALANCE_TEXTS } from '../../../shared/ledger/my-balance';
import { MY_MAINTENANCE_TEXTS } from '../../../shared/tickets/my-maintenance';
import { STUDENT_MAINTENANCE_PATH } from '../../../shared/tickets/ticket-texts';
import { MESSAGE_TEXTS, STUDENT_MESSAGES_PATH } from '../../../shared/notifications/texts';
import { VERIFY_EMAIL_MESSAGES } from '../../../shared/messages';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import type { Carry } from '../../../shared/schemas/auth';
import type { StudentApplicationStatus, StudentAreaData } from '../../../shared/types/public';
import { VERIFICATION_LINK_PATH, verificationNoticeText, type VerificationNotice } from '../../../shared/verification-notice';
import { Alert, PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { AuthCard as Card } from '../components/AuthCard';
import { AuthPage } from '../islands/AuthPage';
import { Island } from '../islands/Island.server';
import { SetPasswordForm } from '../islands/SetPasswordForm';
import { StartApplication } from '../islands/StartApplication';
import { applicationPath } from './ApplicationPage.server';
import { usePosted } from '../posted-form.server';
import type { AuthForm } from '../events';
import { fullName } from '../../../shared/people';
import type { RoommateProfile } from '../../../shared/roommates/roommate-profile';
import type { RoommateNotice } from '../../../shared/roommates/roommate-texts';
import { RoommateProfileSection } from './RoommateProfileSection.server';
import type { SelectionSlotLine } from '../../../shared/selection/selection-page';
import { SelectionSlots } from './select/SelectionSlots.server';

const Page = styled.div`
  padding: 48px 16px 64px;
  min-height: 60vh;
`;

/** `applyingFor`: the line naming the property or lease period the visitor chose (shared/applying-for.ts), null when none. */
export type AuthRouteData = { form: AuthForm; redirect: string | null; carry: Carry; applyingFor: string | null };

/** /new/login, /new/register, /new/sign-in-link and /new/forgot-password. */
export function AuthRoutePage() {
  const data = useLoaderData() as AuthRouteData;
  const posted = usePosted(data.form);
  return (
    <Page>
      <Island name="auth-page" component={AuthPage} props={{ ...data, posted }} />
    </Page>
  );
}

/** `next`: a verification link's page to return to afterwards (shared/return-path.ts), null otherwise. */
export type LinkPageData = { valid: boolean; token: string; next: string | null };

function ExpiredLink() {
  return (
    <>
      <h1>This link cannot be used</h1>
      <p>It has expired or was already used. Links work once, within an hour.</p>
      <a href={`${BASE_PATH}/login`}>Go to sign in and ask for a new one</a>
    </>
  );
}

/** A mailed sign-in link: one button signs in (a click, so mail scanners do not use the link up). */
export function AccessLinkPage() {
  const { valid, token } = useLoaderData() as LinkPageData;
  return (
    <Page>
      <Card>
        {valid ? (
          <form method="post" action={`${BASE_PATH}/access/${encodeURIComponent(token)}`}>
            <h1>Sign in</h1>
            <p>Continue to your account. This link works once.</p>
            <PrimaryButton type="submit">Sign me in</PrimaryButton>
          </form>
        ) : (
          <ExpiredLink />
        )}
      </Card>
    </Page>
  );
}

/** A mailed password reset link. */
export function ResetPasswordPage() {
  const { valid, token } = useLoaderData() as LinkPageData;
  const posted = usePosted('setPassword');
  // Once the new password is saved the link is spent, but its page still says so.
  return (
    <Page>
      <Card>
        {valid || posted?.done ? (
          <>
            <h1>Choose a new password</h1>
            <Island name="set-password" component={SetPasswordForm} props={{ token, posted }} />
          </>
        ) : (
          <ExpiredLink />
        )}
      </Card>
    </Page>
  );
}

const Area = styled.div`
  max-width: 960px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
  h1 { margin: 0; }
  section { background: #fff; border-radius: 12px; padding: 22px; box-shadow: ${theme.shadow}; }
  h2 { margin: 0 0 12px; font-size: 1.2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; }
`;

const Requests = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
  li { padding: 14px 16px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; }
  strong { display: block; }
  span { color: ${theme.color.muted}; font-size: 0.92rem; }
`;

const EmailStatus = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  overflow-wrap: anywhere;
  form { flex-basis: 100%; }
`;

/** `roommate`: the student's roommate profile (null when they have none to publish yet); `roommateNotice`: what a publish or withdrawal posted without JavaScript did. */
export type StudentAreaPageData = StudentAreaData & {
  applications: StudentApplicationStatus[];
  leaseApplications: number[];
  verification: VerificationNotice | null;
  roommate: RoommateProfile | null;
  roommateNotice: RoommateNotice | null;
  /** The periods the student may choose a bed in, with their selection time. */
  selections: SelectionSlotLine[];
};

const ApplicationRow = styled.div`
  margin-top: 10px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  b { font-weight: 700; }
  p { margin: 0; flex-basis: 100%; }
`;

/** A request's application: start it, continue it, or its status (with the manager's note once declined). */
function RequestApplication({ requestId, application, hasLease }: { requestId: number; application: StudentApplicationStatus | undefined; hasLease: boolean }) {
  if (!application) return <ApplicationRow><Island name="start-application" component={StartApplication} props={{ reservationRequestId: requestId }} /></ApplicationRow>;
  if (application.status === 'Draft') return <ApplicationRow><a href={applicationPath(application.id)}>Continue application</a></ApplicationRow>;
  return (
    <ApplicationRow>
      <span>Application: <b data-testid="application-status">{application.status}</b></span>
      <a href={applicationPath(application.id)}>View application</a>
      {hasLease && <a href={MY_LEASE_PATH}>{MY_LEASE_TEXTS.link}</a>}
      {hasLease && <a href={MY_BALANCE_PATH}>{MY_BALANCE_TEXTS.link}</a>}
      {hasLease && <a href={STUDENT_MAINTENANCE_PATH}>{MY_MAINTENANCE_TEXTS.link}</a>}
      {application.status === 'Declined' && application.decision_note && <p>Note from the leasing team: {application.decision_note}</p>}
    </ApplicationRow>
  );
}

/** The student area: profile and reservation requests. */
export function StudentReservationsPage() {
  const { profile, requests, applications, leaseApplications, verification, roommate, roommateNotice, selections } = useLoaderData() as StudentAreaPageData;
  const name = fullName(profile.first_name, profile.last_name);
  const day = useCompanyDay();
  return (
    <Page>
      <Area>
        <h1>My reservations</h1>
        {verification && <Alert tone="info">{verificationNoticeText(verification, profile.email)}</Alert>}
        <SelectionSlots lines={selections} />
        <section aria-labelledby="profile-heading">
          <h2 id="profile-heading">My profile</h2>
          <dl>
            <dt>Name</dt>
            <dd>{name || '—'}</dd>
            <dt>Email</dt>
            <EmailStatus>
              <span>{profile.email}</span>
              <VerifiedBadge verified={profile.email_verified} />
              {!profile.email_verified && <span data-testid="verify-hint">{VERIFY_EMAIL_MESSAGES.emailedLink(profile.email)}</span>}
              {!profile.email_verified && (
                <form method="post" action={VERIFICATION_LINK_PATH}>
                  <PrimaryButton type="submit">{VERIFY_EMAIL_MESSAGES.resendButton}</PrimaryButton>
                </form>
              )}
            </EmailStatus>
            <dt>Phone</dt>
            <dd>{profile.cell_phone || '—'}</dd>
            <dt>{MESSAGE_TEXTS.studentLink}</dt>
            <dd>
              <a href={STUDENT_MESSAGES_PATH}>{MESSAGE_TEXTS.studentLinkText}</a>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading">Reservation requests</h2>
          {requests.length === 0 ? (
            <p>
              No requests yet. <a href={`${BASE_PATH}/`}>Browse properties</a> and choose a lease period to start one.
            </p>
          ) : (
            <Requests>
              {requests.map((r) => (
                <li key={r.id} data-testid="reservation-request">
                  <strong>
                    <a href={`${BASE_PATH}/property/${r.property_id}`}>{r.property_name}</a>
                    {r.lease_period_name ? ` · ${r.lease_period_name}` : ''}
                  </strong>
                  {r.start_date && r.end_date && (
                    <span>
                      {formatShortDate(r.start_date)} – {formatShortDate(r.end_date)} ·{' '}
                    </span>
                  )}
                  <span>Requested {day(r.created_at)}</span>
                  <RequestApplication requestId={r.id} application={applications.find((a) => a.reservation_request_id === r.id)} hasLease={applications.some((a) => a.reservation_request_id === r.id && leaseApplications.includes(a.id))} />
                </li>
              ))}
            </Requests>
          )}
        </section>
        <RoommateProfileSection profile={roommate} notice={roommateNotice} />
      </Area>
    </Page>
  );
}
