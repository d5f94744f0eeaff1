import { useEffect, useState } from 'react';
import { PROPERTY_BLOCK_NAMES } from '../../../../shared/constants';
import { changedFields } from '../../../../shared/changed-fields';
import type { PropertySettings } from '../../../../shared/types/settings';
import { errorMessage } from '../../../../shared/api-errors';
import { CheckboxLabel, TextField } from '../../../ui/form';
import { SecondaryButton } from '../../components/Dialog';
import { useManager } from '../../context';
import { itemsOf } from '../api/loaded';
import { webpagesApi } from '../api/webpages-api';
import { FilePicker } from '../fields/FilePicker';
import { ProgressBar } from '../fields/ProgressBar';
import { RichTextEditor } from '../fields/RichTextEditor';
import { TextFields, type TextFieldSpec } from '../fields/TextFields';
import { blockChanges, blockDraftsOf, keptBlockDrafts, updateBlock, type BlockDraft } from '../save/block-drafts';
import { useEditorSave } from '../save/editor-save';
import { headerDirty, headerDraftOf } from '../save/header-media';
import { useOrderedList } from '../save/ordered-list';
import { useUnsavedChangesPrompt } from '../save/unsaved-changes';
import { ContactSections } from '../sections/ContactSections';
import { EditorLayout, type SectionLink } from '../sections/EditorLayout';
import { HeaderMediaEditor } from '../sections/HeaderMediaEditor';
import { Section } from '../sections/Section';
import { AmenitiesEditor, GalleryEditor, ResourcesEditor, TestimonialsEditor } from './CollectionEditors';
import { LeasePeriodsPreview } from './LeasePeriodsPreview';
import type { PropertyLists } from './load-property-editor';
import { propertyDraftOf, type PropertyBlockName, type PropertyDraft } from './property-draft';
import { saveProperty } from './save-property';

const LINKS: SectionLink[] = [
  { id: 'header-media', label: 'Header media' },
  { id: 'primary-image', label: 'Primary property image' },
  { id: 'lease-periods', label: 'Lease periods' },
  { id: 'friends', label: 'Friends and people' },
  { id: 'about', label: 'About' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'features', label: 'Features' },
  { id: 'additional-resources', label: 'Additional Resources' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'address', label: 'Address information' },
  { id: 'contact', label: 'Contact information' },
  { id: 'social', label: 'Social links' },
  { id: 'webpage-model', label: 'Webpage model' },
];

const ADDRESS: TextFieldSpec<keyof PropertyDraft>[] = [
  { name: 'street', label: 'Street', autoComplete: 'street-address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'code', label: 'Zip code' },
];
const COORDINATES: TextFieldSpec<keyof PropertyDraft>[] = [
  { name: 'latitude', label: 'Latitude', inputMode: 'decimal' },
  { name: 'longitude', label: 'Longitude', inputMode: 'decimal' },
];
const CONTACT: TextFieldSpec<keyof PropertyDraft>[] = [
  { name: 'name', label: 'Property name' },
  { name: 'phone_number', label: 'Phone number', type: 'tel', inputMode: 'tel' },
  { name: 'manager_fname', label: 'Manager first name' },
  { name: 'manager_lname', label: 'Manager last name' },
  { name: 'manager_email', label: 'Manager e-mail', type: 'email', inputMode: 'email' },
  { name: 'office_hours', label: 'Office hours' },
  { name: 'property_url', label: 'Property website', type: 'url', inputMode: 'url' },
];

type Props = {
  property: PropertySettings;
  lists: PropertyLists;
  /** Shows the stored state again, keeping these block drafts when a Save's blocks were refused. */
  reload: (keptBlocks?: BlockDraft<PropertyBlockName>[]) => void;
  keptBlocks?: BlockDraft<PropertyBlockName>[];
};

/** The property editor: every section of the property's page, saved together by one Save. */
export function PropertyEditorForm({ property, lists, reload, keptBlocks }: Props) {
  const { canWrite, organization } = useManager();
  const [draft, setDraft] = useState(() => propertyDraftOf(property));
  const [header, setHeader] = useState(() => headerDraftOf(property.background_media));
  const [primaryImage, setPrimaryImage] = useState<File | null>(null);
  const [primaryProblem, setPrimaryProblem] = useState<string | null>(null);
  const [blocks, setBlocks] = useState(() => (keptBlocks ? keptBlockDrafts(keptBlocks, property.website_block_attrs) : blockDraftsOf(PROPERTY_BLOCK_NAMES, property.website_block_attrs)));
  const images = useOrderedList(itemsOf(lists.images));
  const amenities = useOrderedList(itemsOf(lists.amenities));
  const resources = useOrderedList(itemsOf(lists.resources));
  const testimonialList = useOrderedList(itemsOf(lists.testimonials));
  const [locating, setLocating] = useState(false);

  const { create, update } = blockChanges(blocks, property.website_block_attrs);
  const dirty =
    Object.keys(changedFields(propertyDraftOf(property), draft)).length > 0 ||
    headerDirty(header, property.background_media) ||
    !!primaryImage ||
    images.dirty ||
    amenities.dirty ||
    resources.dirty ||
    testimonialList.dirty ||
    update.length > 0 ||
    create.some((b) => !b.visibility || b.description !== '');

  useEffect(() => {
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);

  const set = (name: keyof PropertyDraft, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const block = (name: PropertyBlockName) => blocks.find((b) => b.block_name === name)!;

  const { save, saving, errors, setErrors, progress } = useEditorSave(
    (onProgress) =>
      saveProperty({
        property,
        draft,
        header,
        primaryImage,
        orderMoves: { images: images.moves, amenities: amenities.moves, testimonials: testimonialList.moves, resources: resources.moves },
        blocks,
        onProgress,
      }),
    (keepBlocks) => reload(keepBlocks ? blocks : undefined),
  );
  useUnsavedChangesPrompt(dirty && !saving);

  const lookUp = async () => {
    setLocating(true);
    try {
      const found = await webpagesApi.geocode([draft.street, draft.city, draft.state, draft.code].filter(Boolean).join(', '));
      setDraft((d) => ({ ...d, latitude: String(found.latitude), longitude: String(found.longitude) }));
      setErrors((e) => ({ ...e, latitude: undefined }));
    } catch (err) {
      setErrors((e) => ({ ...e, latitude: [errorMessage(err)] }));
    } finally {
      setLocating(false);
    }
  };

  return (
    <EditorLayout title={`Edit ${property.name}`} links={LINKS} onSave={() => void save()} saving={saving} dirty={dirty} canWrite={canWrite}>
      <Section id="header-media" title="Header media" hint="Shown at the top of the page; a video plays muted, the first image is its poster.">
        <HeaderMediaEditor draft={header} onChange={setHeader} progress={progress} canWrite={canWrite} />
      </Section>

      <Section id="primary-image" title="Primary property image" hint="Shown on the property's card in lists and when there is no header media.">
        <FilePicker label="Primary image" accept="image" current={property.background_image} file={primaryImage} onFile={setPrimaryImage} onProblem={setPrimaryProblem} error={primaryProblem ?? undefined} />
        {progress['primary-image'] !== undefined && <ProgressBar label="primary image" fraction={progress['primary-image']} />}
      </Section>

      <Section id="lease-periods" title="Lease periods">
        <TextField label="Description" name="lease-periods-description" value={block('lease-periods').description} onValue={(v) => setBlocks((b) => updateBlock(b, 'lease-periods', { description: v }))} readOnly={!canWrite} />
        <LeasePeriodsPreview propertyId={property.id} />
      </Section>

      <Section id="friends" title="Friends and people" hint="Roommate matches shown to visitors of the page.">
        <CheckboxLabel>
          <input type="checkbox" checked={block('friends').visibility} disabled={!canWrite} onChange={(e) => setBlocks((b) => updateBlock(b, 'friends', { visibility: e.target.checked }))} />
          Show friends and people on the page
        </CheckboxLabel>
        <TextField label="Description" name="friends-description" value={block('friends').description} onValue={(v) => setBlocks((b) => updateBlock(b, 'friends', { description: v }))} readOnly={!canWrite} />
      </Section>

      <Section id="about" title="About">
        <RichTextEditor label="About the property" value={draft.general_info} onChange={(html) => set('general_info', html)} readOnly={!canWrite} />
      </Section>

      <Section id="gallery" title="Gallery">
        <GalleryEditor list={images} loaded={lists.images.ok} propertyId={property.id} canWrite={canWrite} />
      </Section>

      <Section id="features" title="Features">
        <AmenitiesEditor list={amenities} loaded={lists.amenities.ok} propertyId={property.id} canWrite={canWrite} />
      </Section>

      <Section id="additional-resources" title="Additional Resources">
        <ResourcesEditor list={resources} loaded={lists.resources.ok} propertyId={property.id} canWrite={canWrite} />
      </Section>

      <Section id="testimonials" title="Testimonials">
        <TestimonialsEditor list={testimonialList} loaded={lists.testimonials.ok} propertyId={property.id} canWrite={canWrite} />
      </Section>

      <Section id="address" title="Address information" hint="The map on the page is placed at the coordinates.">
        <TextFields fields={ADDRESS} values={draft} errors={errors} onChange={set} readOnly={!canWrite} />
        <TextFields fields={COORDINATES} values={draft} errors={errors} onChange={set} readOnly={!canWrite} />
        {canWrite && organization.geocoding && (
          <div>
            <SecondaryButton type="button" onClick={() => void lookUp()} disabled={locating}>
              {locating ? 'Looking up…' : 'Look up coordinates from the address'}
            </SecondaryButton>
          </div>
        )}
      </Section>

      <ContactSections contact={CONTACT} values={draft} errors={errors} onChange={set} blocks={blocks} onBlocks={setBlocks} canWrite={canWrite} modelHint="Which blocks the page shows, and the line under each block's title." />
    </EditorLayout>
  );
}
