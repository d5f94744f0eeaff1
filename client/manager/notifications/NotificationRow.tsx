import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { NotificationSetting, NotificationSettingInput } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { CheckboxLabel, FieldError } from '../../ui/form';
import { theme } from '../../ui/theme';
import { Chip, TONES } from '../components/Chip';
import { SecondaryButton } from '../components/Dialog';
import { SelectField } from '../components/SelectField';
import { useSubmit } from '../components/use-submit';
import { useManager } from '../context';
import { notificationsApi } from './notifications-api';
import { choiceOf, idOf, type TemplateOption, type TemplateOptions } from './template-options';

const T = MESSAGE_TEXTS.notifications;

/** Up to this width each row is a card with its labels; wider, the rows line up under the column headings. */
export const STACKED = '(max-width: 1000px)';
export const WIDE = '(min-width: 1001px)';

/** One event's row: a grid row on a wide screen, a card on a narrow one. */
export const RowBox = styled.div`
  display: grid;
  grid-template-columns: var(--notification-columns);
  grid-template-areas: 'event email sms actions' 'variables variables variables actions';
  gap: 8px 16px;
  align-items: start;
  padding: 14px 16px;
  border-top: 1px solid ${theme.color.border};
  .event { grid-area: event; display: grid; gap: 4px; padding-top: 10px; }
  .event strong { font-size: 0.98rem; }
  .event small { color: ${theme.color.muted}; }
  .email { grid-area: email; min-width: 0; }
  .sms { grid-area: sms; min-width: 0; display: grid; gap: 8px; }
  .actions { grid-area: actions; padding-top: 2px; }
  .variables { grid-area: variables; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 6px; margin: 0; font-size: 0.8rem; color: ${theme.color.muted}; }
  .variables ul { display: contents; list-style: none; }
  .variables li span { font-weight: 500; padding: 0 8px; font-size: 0.75rem; }
  select:disabled { cursor: not-allowed; }
  /* In the grid the column headings name the selects; their own labels stay for screen readers. */
  @media ${WIDE} {
    .email label > span:first-child, .sms label > span:first-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  }
  @media ${STACKED} {
    grid-template-columns: 1fr;
    grid-template-areas: 'event' 'email' 'sms' 'variables' 'actions';
    gap: 12px;
    margin-top: 12px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
    box-shadow: ${theme.shadow};
    .event { padding-top: 0; }
    .event strong { font-size: 1.05rem; }
    .actions button { width: 100%; }
  }
`;

/** The templates to choose from, plus the saved one should the list not hold it (a template of another type since). */
function withSaved(options: readonly TemplateOption[], saved: number | null): readonly TemplateOption[] {
  return saved === null || options.some((o) => o.value === String(saved)) ? options : [...options, { value: String(saved), label: `#${saved}` }];
}

type Props = {
  setting: NotificationSetting;
  templates: TemplateOptions;
  onSaved: (setting: NotificationSetting) => void;
  onPreview: (setting: NotificationSetting) => void;
};

/**
 * One event's choices. A change is saved at once (nothing was typed, only a select changed): the
 * select shows the choice while it is sent; when the server refuses it, the reason shows under the
 * select and the select goes back to the saved choice.
 */
export function NotificationRow({ setting, templates, onSaved, onPreview }: Props) {
  const id = useId();
  const { notify, canWrite } = useManager();
  const [sending, setSending] = useState<Required<NotificationSettingInput> | null>(null);
  const submission = useSubmit({
    failed: MESSAGE_TEXTS.saveFailed,
    // Whatever the failure, the row shows the saved choices again; useSubmit then says why.
    refused: () => {
      setSending(null);
      return false;
    },
  });
  const shown: NotificationSetting = sending ? { ...setting, ...sending } : setting;
  const save = (change: Partial<NotificationSettingInput>) => {
    const body: Required<NotificationSettingInput> = { email_template_id: shown.email_template_id, sms_template_id: shown.sms_template_id, sms_link: shown.sms_link, ...change };
    setSending(body);
    void submission.submit(
      () => ({ send: () => notificationsApi.save(setting.event, body) }),
      (saved) => {
        submission.reset();
        setSending(null);
        onSaved(saved);
        notify({ tone: 'success', text: MESSAGE_TEXTS.saved });
      },
    )();
  };
  const locked = !canWrite || submission.saving;
  const { errors } = submission;
  const otherError = Object.entries(errors).find(([key]) => key !== 'email_template_id' && key !== 'sms_template_id')?.[1];
  const secret = setting.link === 'secret';
  return (
    <RowBox role="group" aria-labelledby={`${id}-event`} data-testid="notification-row" data-event={setting.event} aria-busy={submission.saving || undefined}>
      <div className="event">
        <strong id={`${id}-event`}>{setting.label}</strong>
        {secret && <small>{T.secretLink}</small>}
      </div>
      <div className="email">
        <SelectField
          label={T.email}
          name="email_template_id"
          idPrefix={`${id}-`}
          value={choiceOf(shown.email_template_id)}
          onValue={(value) => save({ email_template_id: idOf(value) })}
          placeholder={MESSAGE_TEXTS.builtIn}
          options={withSaved(templates.email, setting.email_template_id)}
          error={errors.email_template_id}
          disabled={locked}
        />
      </div>
      <div className="sms">
        <SelectField
          label={T.sms}
          name="sms_template_id"
          idPrefix={`${id}-`}
          value={choiceOf(shown.sms_template_id)}
          onValue={(value) => save({ sms_template_id: idOf(value) })}
          placeholder={MESSAGE_TEXTS.noSms}
          options={withSaved(templates.sms, setting.sms_template_id)}
          error={errors.sms_template_id}
          disabled={locked}
        />
        {secret && (
          <CheckboxLabel>
            <input type="checkbox" name="sms_link" checked={shown.sms_link} disabled={locked} onChange={(e) => save({ sms_link: e.target.checked })} />
            {MESSAGE_TEXTS.smsLink}
          </CheckboxLabel>
        )}
        {otherError && <FieldError role="alert">{otherError}</FieldError>}
      </div>
      <div className="variables">
        <span id={`${id}-variables`}>{T.variables}:</span>
        <ul aria-labelledby={`${id}-variables`}>
          {setting.variables.map((v) => (
            <li key={v.key}>
              <Chip $colors={TONES.neutral}>{v.name}</Chip>
            </li>
          ))}
        </ul>
      </div>
      <div className="actions">
        <SecondaryButton type="button" aria-label={T.previewOf(setting.label)} onClick={() => onPreview(shown)}>
          {T.preview}
        </SecondaryButton>
      </div>
    </RowBox>
  );
}
