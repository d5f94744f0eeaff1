import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Testimonial } from '../../../../shared/types/public';
import type { PropertySettings } from '../../../../shared/types/settings';
import { useManager } from '../../context';
import { webpagesApi } from '../api/webpages-api';
import { PropertyEditorForm } from './PropertyEditorForm';

type Loaded = { property: PropertySettings; testimonials: Testimonial[]; version: number };

/** /settings/property-webpages/{id}/edit: loads the property, then the editor (reloaded after each Save). */
export function PropertyEditorScreen() {
  const id = Number(useParams().propertyId);
  const { notify } = useManager();
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const fetchData = useCallback(async () => {
    if (!Number.isInteger(id) || id <= 0) throw new Error('Not a property id');
    return Promise.all([webpagesApi.property(id), webpagesApi.testimonials.list(id)]);
  }, [id]);
  const load = useCallback(
    () => fetchData().then(([property, testimonials]) => setData((d) => ({ property, testimonials, version: (d?.version ?? 0) + 1 }))),
    [fetchData],
  );

  useEffect(() => {
    let live = true;
    fetchData().then(
      ([property, testimonials]) => live && setData((d) => ({ property, testimonials, version: (d?.version ?? 0) + 1 })),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [fetchData]);

  if (failed)
    return (
      <p role="alert">
        Couldn't load this property. <Link to="/settings/property-webpages">Back to the property webpages</Link>
      </p>
    );
  if (!data) return <p aria-busy="true">Loading…</p>;
  return <PropertyEditorForm key={data.version} property={data.property} testimonials={data.testimonials} reload={() => load().catch(() => notify({ tone: 'error', text: "Couldn't load this property" }))} />;
}
