import { useState } from 'react';
import type { Loaded, Testimonial } from '../../../../shared/types/public';
import type { OrganizationSettings } from '../../../../shared/types/settings';
import { Loading, useLoad } from '../../components/use-load';
import { useManager } from '../../context';
import type { BlockDraft } from '../save/block-drafts';
import { loaded } from '../api/loaded';
import { webpagesApi } from '../api/webpages-api';
import type { CompanyBlockName } from './company-draft';
import { CompanyEditorForm, type CompanyTestimonial } from './CompanyEditorForm';

type CompanyEditorData = { organization: OrganizationSettings; testimonials: Loaded<CompanyTestimonial[]> };

/** The company, and every property's testimonials (each with its property's name); the testimonials may fail on their own. */
async function fetchCompany(): Promise<CompanyEditorData> {
  const organization = await webpagesApi.organization();
  const lists = Promise.all(organization.properties.map((p) => webpagesApi.testimonials.list(p.id).then((ts: Testimonial[]) => ts.map((t) => ({ ...t, property_name: p.name })))));
  return { organization, testimonials: await loaded(lists.then((l) => l.flat())) };
}

/** /settings/company-webpage: loads the company and every property's testimonials, then the editor. */
export function CompanyEditorScreen() {
  const { notify } = useManager();
  // A new version remounts the editor with the stored state (after each Save), keeping the blocks it was told to.
  const [shown, setShown] = useState<{ version: number; keptBlocks?: BlockDraft<CompanyBlockName>[] }>({ version: 0 });
  const load = useLoad('company', fetchCompany);
  const reload = async (keptBlocks?: BlockDraft<CompanyBlockName>[]) => {
    if (await load.reload()) setShown((s) => ({ version: s.version + 1, keptBlocks }));
    else notify({ tone: 'error', text: "Couldn't load the company page" });
  };

  return (
    <Loading load={load} failed="Couldn't load the company page.">
      {(data) => <CompanyEditorForm key={shown.version} organization={data.organization} testimonials={data.testimonials} keptBlocks={shown.keptBlocks} reload={reload} />}
    </Loading>
  );
}
