import { styled } from 'styled-components';
import { useCompanyDay } from '../company-day.server';
import { STUDENT_HOME } from '../../../shared/role-home';
import { profileLines } from '../../../shared/roommates/public-profile';
import type { RoommateProfile } from '../../../shared/roommates/roommate-profile';
import { ROOMMATE_SECTION_ID, ROOMMATE_TEXTS as T, type RoommateNotice } from '../../../shared/roommates/roommate-texts';
import { Alert, PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { usePosted } from '../posted-form.server';

const Preview = styled.figure`
  margin: 14px 0;
  padding: 16px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  figcaption { color: ${theme.color.muted}; font-size: 0.9rem; margin-bottom: 8px; }
  strong { display: block; font-size: 1.1rem; margin-bottom: 10px; }
`;

/** The answers, label beside value (stacked on phones). Doubled class: My reservations' own `dl` rule (label column as wide as its longest label) must not win. */
const Answers = styled.dl`
  && { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
  dd { overflow-wrap: anywhere; white-space: pre-wrap; }
  @media (max-width: ${theme.breakpoint.sm}) {
    && { grid-template-columns: minmax(0, 1fr); gap: 2px; }
    dd { margin-bottom: 8px; }
  }
`;

const State = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
`;

const Form = styled.form`
  margin-top: 4px;
  @media (max-width: ${theme.breakpoint.sm}) { button { width: 100%; } }
`;

/**
 * My reservations' Roommate profile section: what other students see (the name and the public answers
 * of the latest application), whether it is published, and Publish or Withdraw, a plain form posted
 * to the page (server/routes/pages/forms/roommate-profile-form.ts) that works without JavaScript.
 */
export function RoommateProfileSection({ profile, notice }: { profile: RoommateProfile | null; notice: RoommateNotice | null }) {
  const posted = usePosted('roommateProfile');
  const day = useCompanyDay();
  return (
    <section id={ROOMMATE_SECTION_ID} aria-labelledby="roommate-heading">
      <h2 id="roommate-heading">{T.heading}</h2>
      {posted?.alert && <Alert tone="error">{posted.alert}</Alert>}
      {notice && <Alert tone="info">{notice === 'published' ? T.publishedDone : T.withdrawnDone}</Alert>}
      {!profile ? (
        <p data-testid="roommate-none">{T.noProfile}</p>
      ) : (
        <>
          <p>{T.intro(profile.lease_period_name, profile.property_name)}</p>
          <Preview data-testid="roommate-preview">
            <figcaption>{T.preview}</figcaption>
            <strong>{profile.name}</strong>
            <Answers>
              {profileLines(profile.answers).map((line) => [<dt key={`${line.key}-label`}>{line.label}</dt>, <dd key={line.key}>{line.value}</dd>])}
            </Answers>
          </Preview>
          <State data-testid="roommate-state">{profile.published && profile.published_at ? T.publishedOn(day(profile.published_at)) : T.notPublished}</State>
          <Form method="post" action={`${STUDENT_HOME}#${ROOMMATE_SECTION_ID}`}>
            <input type="hidden" name="published" value={profile.published ? 'false' : 'true'} />
            <PrimaryButton type="submit">{profile.published ? T.withdraw : T.publish}</PrimaryButton>
          </Form>
        </>
      )}
    </section>
  );
}
