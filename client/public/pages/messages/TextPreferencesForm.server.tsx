import { styled } from 'styled-components';
import type { TextPreferences } from '../../../../shared/notifications/student-messages';
import { MESSAGE_TEXTS as T, STUDENT_MESSAGES_PATH } from '../../../../shared/notifications/texts';
import { PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Panel } from '../../components/Panel';

const Form = styled(Panel)`
  gap: 14px;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  .phone { color: ${theme.color.muted}; overflow-wrap: anywhere; }
  label { display: flex; align-items: flex-start; gap: 10px; font-size: 0.95rem; cursor: pointer; }
  input { width: 18px; height: 18px; margin: 2px 0 0; flex-shrink: 0; accent-color: ${theme.color.action}; }
  button { justify-self: start; }
  @media (max-width: 640px) { padding: 16px 12px; button { justify-self: stretch; } }
`;

/**
 * The student's text message choices, posted as a plain HTML form to the page itself
 * (server/routes/pages/forms/message-preferences-form.ts); an unticked box is posted as nothing.
 */
export function TextPreferencesForm({ preferences: p }: { preferences: TextPreferences }) {
  return (
    <Form as="form" method="post" action={STUDENT_MESSAGES_PATH} aria-labelledby="texts-heading">
      <h2 id="texts-heading">{T.preferencesTitle}</h2>
      <p>{T.preferencesIntro}</p>
      <label>
        <input type="checkbox" name="informational_opt_in" defaultChecked={p.informational_opt_in} />
        <span>{T.informationalOptIn}</span>
      </label>
      <label>
        <input type="checkbox" name="marketing_opt_in" defaultChecked={p.marketing_opt_in} />
        <span>{T.marketingOptIn}</span>
      </label>
      <p className="phone" data-testid="sms-phone">
        {p.cell_phone ? T.preferencesPhone(p.cell_phone) : T.preferencesNoPhone}
      </p>
      <PrimaryButton type="submit">{T.preferencesSave}</PrimaryButton>
    </Form>
  );
}
