import { document, heading, paragraph, signatureTag, text } from '../../../shared/documents/build';
import type { PdfJob } from './pdf-renderer';

const sentence = 'The tenant and the landlord agree to the terms of this lease, which begins and ends on the dates stated above.';

/**
 * What a fresh worker renders while a student reads an offer: two pages in every text style, a list
 * and a signature slot, so the fonts are loaded and the layout code is warm when the real packet comes.
 */
export const WARM_UP_JOB: PdfJob = {
  title: 'Warm-up',
  companyName: 'Warm-up',
  doc: document(
    heading(1, 'Lease'),
    paragraph(text('Bold', [{ type: 'bold' }]), text(' italic ', [{ type: 'italic' }]), text('both', [{ type: 'bold' }, { type: 'italic' }]), text(' Zoë Łukasz Ольга Σοφία')),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text(sentence))] }] },
    ...Array.from({ length: 24 }, () => paragraph(text(sentence.repeat(3)))),
    paragraph(signatureTag(1, 'sig')),
  ),
  blocks: {},
  values: {},
};
