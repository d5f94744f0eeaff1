import type { Purpose } from '../../../shared/notifications/types';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import type { DocumentTemplateRow } from '../../../shared/types/documents';
import { SelectField } from '../components/SelectField';

const T = MESSAGE_TEXTS.send;

/** The company's templates a message can be written with. */
export const isMessageTemplate = (row: DocumentTemplateRow) => row.type === 'Email Template' || row.type === 'SMS Template';

const channelOf = (row: DocumentTemplateRow) => (row.type === 'SMS Template' ? 'sms' : 'email');

const PURPOSES = (Object.keys(MESSAGE_TEXTS.purpose) as Purpose[]).map((value) => ({ value, label: MESSAGE_TEXTS.purpose[value] }));

type Props = {
  templates: readonly DocumentTemplateRow[] | undefined;
  templateId: string;
  onTemplate: (id: string) => void;
  purpose: Purpose;
  onPurpose: (purpose: Purpose) => void;
  errors: { template_id?: string; purpose?: string };
  disabled: boolean;
};

/** 'Template' (the e-mail templates, then the SMS ones, each labelled with its type) and 'Purpose'. */
export function TemplateFields({ templates, templateId, onTemplate, purpose, onPurpose, errors, disabled }: Props) {
  const group = (channel: 'email' | 'sms') =>
    (templates ?? [])
      .filter((row) => channelOf(row) === channel)
      .map((row) => (
        <option key={row.id} value={row.id}>
          {`${row.name} (${MESSAGE_TEXTS.channel[channel]})`}
        </option>
      ));
  const none = templates?.length === 0;
  const email = group('email');
  const sms = group('sms');
  return (
    <>
      <SelectField
        label={T.template}
        name="template_id"
        value={templateId}
        onValue={onTemplate}
        error={errors.template_id}
        hint={none ? T.noTemplates : undefined}
        disabled={disabled || !templates || none}
        placeholder={templates ? T.chooseTemplate : 'Loading…'}
      >
        {email.length > 0 && <optgroup label={T.emailTemplates}>{email}</optgroup>}
        {sms.length > 0 && <optgroup label={T.smsTemplates}>{sms}</optgroup>}
      </SelectField>
      <SelectField label={T.purpose} name="purpose" value={purpose} onValue={(v) => onPurpose(v as Purpose)} error={errors.purpose} options={PURPOSES} disabled={disabled} />
    </>
  );
}
