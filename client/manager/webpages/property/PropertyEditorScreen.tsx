import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Testimonial } from '../../../../shared/types/public';
import type { PropertySettings } from '../../../../shared/types/settings';
import { useManager } from '../../context';
import { webpagesApi } from '../webpages-api';
import { PropertyEditorForm } from './PropertyEditorForm';

type Loaded = { property: PropertySettings; testimonials: Testimonial[]; version: number };

/** /settings/property-webpages/{id}/edit: loads the property, then the editor (reloaded after each Save). */
export function PropertyEditorScreen() {
  const id = Number(useParams().propertyId);
  const { notify } = useManager();
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    const [property, testimonials] = await Promise.all([webpagesApi.property(id), webpagesApi.testimonials.list(id)]);
    setData((d) => ({ property, testimonials, version: (d?.version ?? 0) + 1 }));
  }, [id]);

  useEffect(() => {
    setData(null);
    setFailed(false);
    if (!Number.isInteger(id) || id <= 0) return setFailed(true);
    load().catch(() => setFailed(true));
  }, [id, load]);

  if (failed)
    return (
      <p role="alert">
        Couldn't load this property. <Link to="/settings/property-webpages">Back to the property webpages</Link>
      </p>
    );
  if (!data) return <p aria-busy="true">Loading…</p>;
  return <PropertyEditorForm key={data.version} property={data.property} testimonials={data.testimonials} reload={() => load().catch(() => notify({ tone: 'error', text: "Couldn't load this property" }))} />;
}
