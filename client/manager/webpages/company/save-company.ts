import { changedFields } from '../../../../shared/changed-fields';
import type { OrganizationSettings } from '../../../../shared/types/settings';
import { blockChanges, type BlockDraft } from '../save/block-drafts';
import { isStaleVersion, withDetail } from '../../../api/error-details';
import { saveChangedFields, type OnProgress, type SaveResult } from '../save/editor-save';
import { saveHeaderMedia, type HeaderDraft } from '../save/header-media';
import { webpagesApi } from '../api/webpages-api';
import { companyDraftOf, type CompanyBlockName, type CompanyDraft } from './company-draft';

/** Spec texts (2-manager-settings.md §8). */
export const COMPANY_SAVE_TEXTS = { failed: "Couldn't save company page" } as const;

export type CompanySaveInput = {
  organization: OrganizationSettings;
  draft: CompanyDraft;
  header: HeaderDraft;
  portfolioMoves: { id: number; order: number }[];
  /** Testimonials whose 'show on the company page' flag changed. */
  shownChanges: { id: number; show_on_organization: boolean }[];
  blocks: BlockDraft<CompanyBlockName>[];
  onProgress: OnProgress;
};


/** The company Save: changed fields first (invalid ones stop it), then media, portfolio order, testimonials shown, blocks. */
export async function saveCompany(input: CompanySaveInput): Promise<SaveResult> {
  const { organization: org } = input;
  // Sent with the version the editor loaded: over someone else's newer save it is refused and nothing is stored.
  const refused = await saveChangedFields(changedFields(companyDraftOf(org), input.draft), (changes) => webpagesApi.saveOrganization(org.id, { ...changes, version: org.version }), COMPANY_SAVE_TEXTS.failed);
  if (refused) return refused;
  try {
    await saveHeaderMedia(input.header, org.background_media, webpagesApi.organizationMedia, org.id, input.onProgress);
    for (const m of input.portfolioMoves) await webpagesApi.portfolios.changeOrder(m.id, m.order);
    for (const t of input.shownChanges) await webpagesApi.testimonials.update(t.id, { show_on_organization: t.show_on_organization });
    const { create, update } = blockChanges(input.blocks, org.website_block_attrs);
    for (const b of create) await webpagesApi.organizationBlock.create(org.id, { block_name: b.block_name, visibility: b.visibility, description: b.description });
    for (const b of update) await webpagesApi.organizationBlock.update(b.id!, { visibility: b.visibility, description: b.description, version: b.version ?? undefined });
  } catch (err) {
    return { ok: false, message: withDetail(COMPANY_SAVE_TEXTS.failed, err), reload: true, keepBlocks: isStaleVersion(err) };
  }
  return { ok: true };
}
