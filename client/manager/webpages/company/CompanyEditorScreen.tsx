import { useCallback, useEffect, useState } from 'react';
import type { Testimonial } from '../../../../shared/types/public';
import type { OrganizationSettings } from '../../../../shared/types/settings';
import { useManager } from '../../context';
import { webpagesApi } from '../api/webpages-api';
import { CompanyEditorForm, type CompanyTestimonial } from './CompanyEditorForm';

type Loaded = { organization: OrganizationSettings; testimonials: CompanyTestimonial[]; version: number };

/** The company and every property's testimonials (each with its property's name). */
async function fetchCompany() {
  const organization = await webpagesApi.organization();
  const lists = await Promise.all(organization.properties.map((p) => webpagesApi.testimonials.list(p.id).then((ts: Testimonial[]) => ts.map((t) => ({ ...t, property_name: p.name })))));
  return { organization, testimonials: lists.flat() };
}

/** /settings/company-webpage: loads the company and every property's testimonials, then the editor. */
export function CompanyEditorScreen() {
  const { notify } = useManager();
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = useCallback((loaded: Omit<Loaded, 'version'>) => setData((d) => ({ ...loaded, version: (d?.version ?? 0) + 1 })), []);
  const load = useCallback(() => fetchCompany().then(apply), [apply]);

  useEffect(() => {
    fetchCompany().then(apply, () => setFailed(true));
  }, [apply]);

  if (failed) return <p role="alert">Couldn't load the company page.</p>;
  if (!data) return <p aria-busy="true">Loading…</p>;
  return <CompanyEditorForm key={data.version} organization={data.organization} testimonials={data.testimonials} reload={() => load().catch(() => notify({ tone: 'error', text: "Couldn't load the company page" }))} />;
}
