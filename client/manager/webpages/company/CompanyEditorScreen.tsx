import { useCallback, useEffect, useState } from 'react';
import type { Loaded, Testimonial } from '../../../../shared/types/public';
import type { OrganizationSettings } from '../../../../shared/types/settings';
import { useManager } from '../../context';
import type { BlockDraft } from '../save/block-drafts';
import { loaded } from '../api/loaded';
import { webpagesApi } from '../api/webpages-api';
import type { CompanyBlockName } from './company-draft';
import { CompanyEditorForm, type CompanyTestimonial } from './CompanyEditorForm';

type CompanyEditorData = { organization: OrganizationSettings; testimonials: Loaded<CompanyTestimonial[]> };
/** What the editor shows; a new version remounts it with the stored state. */
type Shown = CompanyEditorData & { version: number; keptBlocks?: BlockDraft<CompanyBlockName>[] };

/** The company, and every property's testimonials (each with its property's name); the testimonials may fail on their own. */
async function fetchCompany(): Promise<CompanyEditorData> {
  const organization = await webpagesApi.organization();
  const lists = Promise.all(organization.properties.map((p) => webpagesApi.testimonials.list(p.id).then((ts: Testimonial[]) => ts.map((t) => ({ ...t, property_name: p.name })))));
  return { organization, testimonials: await loaded(lists.then((l) => l.flat())) };
}

/** /settings/company-webpage: loads the company and every property's testimonials, then the editor. */
export function CompanyEditorScreen() {
  const { notify } = useManager();
  const [data, setData] = useState<Shown | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = useCallback((data: CompanyEditorData, keptBlocks?: BlockDraft<CompanyBlockName>[]) => setData((d) => ({ ...data, version: (d?.version ?? 0) + 1, keptBlocks })), []);
  const load = useCallback((keptBlocks?: BlockDraft<CompanyBlockName>[]) => fetchCompany().then((data) => apply(data, keptBlocks)), [apply]);

  useEffect(() => {
    fetchCompany().then((data) => apply(data), () => setFailed(true));
  }, [apply]);

  if (failed) return <p role="alert">Couldn't load the company page.</p>;
  if (!data) return <p aria-busy="true">Loading…</p>;
  return (
    <CompanyEditorForm
      key={data.version}
      organization={data.organization}
      testimonials={data.testimonials}
      keptBlocks={data.keptBlocks}
      reload={(kept) => load(kept).catch(() => notify({ tone: 'error', text: "Couldn't load the company page" }))}
    />
  );
}
