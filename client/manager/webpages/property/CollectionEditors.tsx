import type { Amenity, PropertyImage, Resource, Testimonial } from '../../../../shared/types/public';
import { Alert } from '../../../ui/form';
import type { Progress } from '../../../api/send-form';
import { webpagesApi } from '../api/webpages-api';
import type { OrderedList } from '../save/ordered-list';
import { fileOf, textOf, type Values } from '../sections/item-fields';
import { SubEditor } from '../sections/SubEditor';
import { COLLECTION_TEXTS } from './collection-texts';

/** `loaded`: whether the list came; when it did not, the section shows the spec's load failure instead. */
type Props<T extends { id: number }> = { list: OrderedList<T>; loaded: boolean; propertyId: number; canWrite: boolean };

/** The section's content when its list did not load. */
const LoadFailure = ({ text }: { text: string }) => <Alert tone="error">{text}</Alert>;

/** A collection's create (for the property) and edit calls, taking one body typed from its schemas. */
type Saving<T, Body> = {
  create: (propertyId: number, body: Body, onProgress?: Progress) => Promise<T>;
  update: (id: number, body: Body & { version?: number }, onProgress?: Progress) => Promise<T>;
};
type BodyOf<C extends Saving<unknown, never>> = Parameters<C['create']>[1];

/**
 * Creates for the property, or edits with the version the item was loaded at (the list keeps the
 * answer, so the next edit sends the new one); the file is sent only when a new one was chosen.
 */
const saver =
  <T, Body>(api: Saving<T, Body>, propertyId: number, bodyOf: (values: Values) => NoInfer<Body>) =>
  (values: Values, item: { id: number; version: number } | null, onProgress: Progress) =>
    item ? api.update(item.id, { ...bodyOf(values), version: item.version }, onProgress) : api.create(propertyId, bodyOf(values), onProgress);

// Each dialog's values as its collection's body (typed, so a misspelt field does not compile).
const imageBody = (v: Values): BodyOf<typeof webpagesApi.images> => ({ image: fileOf(v.image), caption: textOf(v.caption) });
const amenityBody = (v: Values): BodyOf<typeof webpagesApi.amenities> => ({ name: textOf(v.name), image: fileOf(v.image) });
const resourceBody = (v: Values): BodyOf<typeof webpagesApi.resources> => ({ name: textOf(v.name), resource_file: fileOf(v.resource_file) });
const testimonialBody = (v: Values): BodyOf<typeof webpagesApi.testimonials> => ({
  name: textOf(v.name),
  testimonial: textOf(v.testimonial),
  image: fileOf(v.image),
  show_on_organization: v.show_on_organization === true,
});

/** Gallery: the property's photos with captions. */
export function GalleryEditor({ list, loaded, propertyId, canWrite }: Props<PropertyImage>) {
  if (!loaded) return <LoadFailure text={COLLECTION_TEXTS.image.loadFailed} />;
  return (
    <SubEditor<PropertyImage>
      noun="image"
      items={list.items}
      onReorder={list.setItems}
      describe={(i) => ({ title: i.caption || 'Untitled photo', detail: i.width ? `${i.width} × ${i.height}` : undefined, thumbnail: i.image })}
      fields={[
        { name: 'image', label: 'Image', kind: 'file', accept: 'image', requiredOnCreate: true, currentUrl: (i) => i.image },
        { name: 'caption', label: 'Caption', kind: 'text' },
      ]}
      initial={(i) => ({ image: null, caption: i?.caption ?? '' })}
      save={saver(webpagesApi.images, propertyId, imageBody)}
      remove={(i) => webpagesApi.images.remove(i.id)}
      onSaved={list.onSaved}
      onRemoved={list.removed}
      failText={COLLECTION_TEXTS.image.saveFailed}
      canWrite={canWrite}
    />
  );
}

/** Features: amenities with an icon each. */
export function AmenitiesEditor({ list, loaded, propertyId, canWrite }: Props<Amenity>) {
  if (!loaded) return <LoadFailure text={COLLECTION_TEXTS.amenity.loadFailed} />;
  return (
    <SubEditor<Amenity>
      noun="feature"
      items={list.items}
      onReorder={list.setItems}
      describe={(a) => ({ title: a.name, thumbnail: a.image })}
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'image', label: 'Icon', kind: 'file', accept: 'image', requiredOnCreate: true, currentUrl: (a) => a.image },
      ]}
      initial={(a) => ({ name: a?.name ?? '', image: null })}
      save={saver(webpagesApi.amenities, propertyId, amenityBody)}
      remove={(a) => webpagesApi.amenities.remove(a.id)}
      onSaved={list.onSaved}
      onRemoved={list.removed}
      failText={COLLECTION_TEXTS.amenity.saveFailed}
      canWrite={canWrite}
    />
  );
}

/** Additional Resources: PDF documents visitors can download. */
export function ResourcesEditor({ list, loaded, propertyId, canWrite }: Props<Resource>) {
  if (!loaded) return <LoadFailure text={COLLECTION_TEXTS.resource.loadFailed} />;
  return (
    <SubEditor<Resource>
      noun="resource"
      items={list.items}
      onReorder={list.setItems}
      describe={(r) => ({ title: r.name, detail: 'PDF document' })}
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'resource_file', label: 'Document', kind: 'file', accept: 'document', requiredOnCreate: true, currentUrl: (r) => r.resource_file },
      ]}
      initial={(r) => ({ name: r?.name ?? '', resource_file: null })}
      save={saver(webpagesApi.resources, propertyId, resourceBody)}
      remove={(r) => webpagesApi.resources.remove(r.id)}
      onSaved={list.onSaved}
      onRemoved={list.removed}
      failText={COLLECTION_TEXTS.resource.saveFailed}
      canWrite={canWrite}
    />
  );
}

/** Testimonials: quotes with the author's photo, optionally on the company page too. */
export function TestimonialsEditor({ list, loaded, propertyId, canWrite }: Props<Testimonial>) {
  if (!loaded) return <LoadFailure text={COLLECTION_TEXTS.testimonial.loadFailed} />;
  return (
    <SubEditor<Testimonial>
      noun="testimonial"
      items={list.items}
      onReorder={list.setItems}
      describe={(t) => ({ title: t.name, detail: `${t.show_on_organization ? 'Also on the company page · ' : ''}${t.testimonial}`, thumbnail: t.image })}
      fields={[
        { name: 'name', label: 'Author', kind: 'text', required: true },
        { name: 'testimonial', label: 'Testimonial', kind: 'textarea', required: true },
        { name: 'image', label: 'Photo', kind: 'file', accept: 'image', requiredOnCreate: true, currentUrl: (t) => t.image },
        { name: 'show_on_organization', label: 'Show on the company page', kind: 'checkbox' },
      ]}
      initial={(t) => ({ name: t?.name ?? '', testimonial: t?.testimonial ?? '', image: null, show_on_organization: t?.show_on_organization ?? false })}
      save={saver(webpagesApi.testimonials, propertyId, testimonialBody)}
      remove={(t) => webpagesApi.testimonials.remove(t.id)}
      onSaved={list.onSaved}
      onRemoved={list.removed}
      failText={COLLECTION_TEXTS.testimonial.saveFailed}
      deleteFailText={COLLECTION_TEXTS.testimonial.deleteFailed}
      emptyText="There is no any testimonials yet"
      canWrite={canWrite}
    />
  );
}
