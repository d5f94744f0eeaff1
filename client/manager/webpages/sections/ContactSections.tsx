import type { ReactNode } from 'react';
import { TextFields, type TextFieldSpec } from '../fields/TextFields';
import type { BlockDraft } from '../save/block-drafts';
import { BlockAttrsEditor } from './BlockAttrsEditor';
import { Section } from './Section';

type SocialKey = 'facebook' | 'twitter' | 'instagram';

const SOCIAL: TextFieldSpec<SocialKey>[] = [
  { name: 'facebook', label: 'Facebook', type: 'url', inputMode: 'url' },
  { name: 'twitter', label: 'Twitter', type: 'url', inputMode: 'url' },
  { name: 'instagram', label: 'Instagram', type: 'url', inputMode: 'url' },
];

/** The last three sections both editors share: contact information, social links and the webpage model. */
export function ContactSections<K extends string, N extends string>({
  contact,
  values,
  errors,
  onChange,
  blocks,
  onBlocks,
  canWrite,
  modelHint,
  socialExtra,
}: {
  contact: TextFieldSpec<K>[];
  /** The draft; it has the social link fields too. */
  values: Record<K, string> & Record<SocialKey, string>;
  errors: Record<string, string[] | undefined>;
  onChange: (name: K, value: string) => void;
  blocks: BlockDraft<N>[];
  onBlocks: (blocks: BlockDraft<N>[]) => void;
  canWrite: boolean;
  modelHint: string;
  /** Shown under the social links (the company's Instagram connection). */
  socialExtra?: ReactNode;
}) {
  return (
    <>
      <Section id="contact" title="Contact information">
        <TextFields fields={contact} values={values} errors={errors} onChange={onChange} readOnly={!canWrite} />
      </Section>
      <Section id="social" title="Social links">
        <TextFields fields={SOCIAL as TextFieldSpec<string>[] as TextFieldSpec<K>[]} values={values} errors={errors} onChange={onChange} readOnly={!canWrite} minWidth={420} />
        {socialExtra}
      </Section>
      <Section id="webpage-model" title="Webpage model" hint={modelHint}>
        <BlockAttrsEditor drafts={blocks} onChange={onBlocks} canWrite={canWrite} />
      </Section>
    </>
  );
}
