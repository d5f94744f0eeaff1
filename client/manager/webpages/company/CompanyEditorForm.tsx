import { useState } from 'react';
import { styled } from 'styled-components';
import { COMPANY_BLOCK_NAMES } from '../../../../shared/constants';
import { changedFields } from '../../../../shared/changed-fields';
import type { Loaded, Portfolio, Testimonial } from '../../../../shared/types/public';
import type { OrganizationSettings } from '../../../../shared/types/settings';
import { fullAddress } from '../../../../shared/address';
import { Alert, CheckboxLabel } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { useManager } from '../../context';
import { itemsOf } from '../api/loaded';
import { webpagesApi } from '../api/webpages-api';
import { RichTextEditor } from '../fields/RichTextEditor';
import type { TextFieldSpec } from '../fields/TextFields';
import { blockChanges, blockDraftsOf, keptBlockDrafts, type BlockDraft } from '../save/block-drafts';
import { useEditorSave } from '../save/editor-save';
import { headerDirty, headerDraftOf } from '../save/header-media';
import { useOrderedList } from '../save/ordered-list';
import { useUnsavedChangesPrompt } from '../save/unsaved-changes';
import { ContactSections } from '../sections/ContactSections';
import { EditorLayout, type SectionLink } from '../sections/EditorLayout';
import { HeaderMediaEditor } from '../sections/HeaderMediaEditor';
import { ItemList } from '../sections/ItemList';
import { Section } from '../sections/Section';
import { SubEditor } from '../sections/SubEditor';
import { COLLECTION_TEXTS } from '../property/collection-texts';
import { InstagramControls } from '../social/InstagramControls';
import { companyDraftOf, type CompanyBlockName, type CompanyDraft } from './company-draft';
import { COMPANY_SAVE_TEXTS, saveCompany } from './save-company';

export type CompanyTestimonial = Testimonial & { property_name: string };

const LINKS: SectionLink[] = [
  { id: 'header-media', label: 'Header media' },
  { id: 'portfolio', label: 'Property Portfolio' },
  { id: 'properties', label: 'Properties List' },
  { id: 'about', label: 'About' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contact', label: 'Contact information' },
  { id: 'social', label: 'Social links' },
  { id: 'webpage-model', label: 'Webpage model' },
];

const CONTACT: TextFieldSpec<keyof CompanyDraft>[] = [
  { name: 'name', label: 'Company name' },
  { name: 'tagline', label: 'Tagline' },
  { name: 'street', label: 'Street', autoComplete: 'street-address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'code', label: 'Zip code' },
  { name: 'phone_number', label: 'Phone number', type: 'tel', inputMode: 'tel' },
  { name: 'send_email_from', label: 'Send e-mail from', type: 'email', inputMode: 'email' },
  { name: 'manager_fname', label: 'Manager first name' },
  { name: 'manager_lname', label: 'Manager last name' },
  { name: 'manager_email', label: 'Manager e-mail', type: 'email', inputMode: 'email' },
  { name: 'office_hours', label: 'Office hours' },
  { name: 'organization_url', label: 'Company website', type: 'url', inputMode: 'url' },
];

const Rows = styled(ItemList)`
  li { padding: 10px 12px; }
  .status { font-size: 0.8rem; font-weight: 700; padding: 2px 8px; border-radius: 10px; background: #E9F8E1; color: #2E6B12; }
  .status.disabled { background: #F1F3F6; color: ${theme.color.muted}; }
`;

/** The company webpage editor: its page's sections, one Save; a property's status is saved at once. */
type Props = {
  organization: OrganizationSettings;
  testimonials: Loaded<CompanyTestimonial[]>;
  /** Shows the stored state again, keeping these block drafts when a Save's blocks were refused. */
  reload: (keptBlocks?: BlockDraft<CompanyBlockName>[]) => void;
  keptBlocks?: BlockDraft<CompanyBlockName>[];
};

export function CompanyEditorForm({ organization, testimonials: loadedTestimonials, reload, keptBlocks }: Props) {
  const testimonials = itemsOf(loadedTestimonials);
  const { canWrite, notify } = useManager();
  const [draft, setDraft] = useState(() => companyDraftOf(organization));
  const [header, setHeader] = useState(() => headerDraftOf(organization.background_media));
  const [blocks, setBlocks] = useState(() => (keptBlocks ? keptBlockDrafts(keptBlocks, organization.website_block_attrs) : blockDraftsOf(COMPANY_BLOCK_NAMES, organization.website_block_attrs)));
  const portfolios = useOrderedList<Portfolio>(organization.portfolios);
  const [properties, setProperties] = useState(organization.properties);
  const [shown, setShown] = useState<Record<number, boolean>>(() => Object.fromEntries(testimonials.map((t) => [t.id, t.show_on_organization])));

  const shownChanges = testimonials.filter((t) => shown[t.id] !== t.show_on_organization).map((t) => ({ id: t.id, show_on_organization: shown[t.id]! }));
  const { create, update } = blockChanges(blocks, organization.website_block_attrs);
  const dirty =
    Object.keys(changedFields(companyDraftOf(organization), draft)).length > 0 ||
    headerDirty(header, organization.background_media) ||
    portfolios.dirty ||
    shownChanges.length > 0 ||
    update.length > 0 ||
    create.some((b) => !b.visibility || b.description !== '');

  const set = (name: keyof CompanyDraft, value: string) => setDraft((d) => ({ ...d, [name]: value }));

  const { save, saving, errors, progress } = useEditorSave(
    (onProgress) => saveCompany({ organization, draft, header, portfolioMoves: portfolios.moves, shownChanges, blocks, onProgress }),
    (keepBlocks) => reload(keepBlocks ? blocks : undefined),
  );
  useUnsavedChangesPrompt(dirty && !saving);

  const setStatus = async (id: number, running: boolean) => {
    const status = running ? 'RUNNING' : 'DISABLED';
    const before = properties;
    setProperties((list) => list.map((p) => (p.id === id ? { ...p, status } : p)));
    try {
      await webpagesApi.setPropertyStatus(id, status);
    } catch {
      setProperties(before);
      notify({ tone: 'error', text: COMPANY_SAVE_TEXTS.failed });
    }
  };

  const propertyName = (id: number) => properties.find((p) => p.id === id)?.name ?? `Property ${id}`;

  return (
    <EditorLayout title="Company Webpage Editor" links={LINKS} onSave={() => void save()} saving={saving} dirty={dirty} canWrite={canWrite}>
      <Section id="header-media" title="Header media" hint="Shown at the top of the company's home page.">
        <HeaderMediaEditor draft={header} onChange={setHeader} progress={progress} canWrite={canWrite} />
      </Section>

      <Section id="portfolio" title="Property Portfolio" hint="Groups of properties visitors can browse on the home page.">
        <SubEditor<Portfolio>
          noun="portfolio"
          items={portfolios.items}
          onReorder={portfolios.setItems}
          describe={(p) => ({ title: p.name, detail: p.properties.map(propertyName).join(', ') || 'No properties', thumbnail: p.image })}
          fields={[
            { name: 'name', label: 'Name', kind: 'text', required: true },
            { name: 'image', label: 'Image', kind: 'file', accept: 'image', currentUrl: (p) => p.image },
            { name: 'properties', label: 'Properties', kind: 'choices', options: properties.map((p) => ({ value: p.id, label: p.name })) },
          ]}
          initial={(p) => ({ name: p?.name ?? '', image: null, properties: p?.properties ?? [] })}
          save={async (values, item, onProgress) => {
            const body = { name: String(values.name), properties: values.properties as number[] };
            const saved = item ? await webpagesApi.portfolios.update(item.id, { ...body, version: item.version }) : await webpagesApi.portfolios.create(body);
            return values.image instanceof File ? webpagesApi.portfolios.uploadImage(saved.id, values.image, onProgress) : saved;
          }}
          remove={(p) => webpagesApi.portfolios.remove(p.id)}
          onSaved={portfolios.onSaved}
          onRemoved={portfolios.removed}
          failText="Couldn't create/edit property portfolio"
          canWrite={canWrite}
        />
      </Section>

      <Section id="properties" title="Properties List" hint="A DISABLED property is hidden from visitors. A change here is saved at once.">
        <Rows aria-label="Properties">
          {properties.length === 0 && <li className="empty">There is no items yet</li>}
          {properties.map((p) => (
            <li key={p.id} data-testid="property-status-row">
              <span className="text">
                {p.name}
                <small>{fullAddress(p)}</small>
              </span>
              <span className={`status${p.status === 'DISABLED' ? ' disabled' : ''}`}>{p.status}</span>
              {canWrite && (
                <CheckboxLabel>
                  <input type="checkbox" role="switch" checked={p.status === 'RUNNING'} onChange={(e) => void setStatus(p.id, e.target.checked)} aria-label={`${p.name} running`} />
                  Running
                </CheckboxLabel>
              )}
            </li>
          ))}
        </Rows>
      </Section>

      <Section id="about" title="About">
        <RichTextEditor label="About the company" value={draft.description} onChange={(html) => set('description', html)} readOnly={!canWrite} />
      </Section>

      <Section id="testimonials" title="Testimonials" hint="Testimonials are added on each property's page; choose which the company page shows too.">
        {!loadedTestimonials.ok && <Alert tone="error">{COLLECTION_TEXTS.testimonial.loadFailed}</Alert>}
        {loadedTestimonials.ok && (
          <Rows aria-label="Testimonials">
            {testimonials.length === 0 && <li className="empty">There is no any testimonials yet</li>}
            {testimonials.map((t) => (
              <li key={t.id} data-testid="company-testimonial-row">
                <span className="text">
                  {t.name}
                  <small>
                    {t.property_name} · {t.testimonial}
                  </small>
                </span>
                <CheckboxLabel>
                  <input type="checkbox" checked={!!shown[t.id]} disabled={!canWrite} onChange={(e) => setShown((s) => ({ ...s, [t.id]: e.target.checked }))} aria-label={`Show ${t.name}'s testimonial on the company page`} />
                  On the company page
                </CheckboxLabel>
              </li>
            ))}
          </Rows>
        )}
      </Section>

      <ContactSections contact={CONTACT} values={draft} errors={errors} onChange={set} blocks={blocks} onBlocks={setBlocks} canWrite={canWrite} modelHint="Which blocks the home page shows, and the line under each block's title."
        socialExtra={<InstagramControls />}
      />
    </EditorLayout>
  );
}

