import { styled } from 'styled-components';
import type { SigningDocument } from '../../shared/leases/signing-types';
import { PrimaryButton } from '../ui/form';
import { theme } from '../ui/theme';
import { OutlineLink } from '../ui/ActionLink';
import { Step } from './ceremony-styles';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; }
  .name { flex: 1 1 100%; font-weight: 700; overflow-wrap: anywhere; }
  @media (min-width: 560px) { .name { flex: 1 1 200px; } }
`;

/** Step 2: each document to read (its HTML snapshot, in a tab of its own) and to download as the PDF being signed. */
export function ReviewStep({ documents, onNext }: { documents: SigningDocument[]; onNext: () => void }) {
  return (
    <Step aria-labelledby="signing-review">
      <h3 id="signing-review">{T.reviewTitle}</h3>
      <p className="muted">{T.reviewIntro}</p>
      <Documents>
        {documents.map((d) => (
          <li key={d.id} data-testid="signing-document">
            <span className="name">{d.name}</span>
            <OutlineLink href={d.html_url} target="_blank" rel="noopener" aria-label={`${T.read}: ${d.name}`}>
              {T.read}
            </OutlineLink>
            <OutlineLink href={d.pdf_url} download aria-label={`${T.downloadPdf}: ${d.name}`}>
              {T.downloadPdf}
            </OutlineLink>
          </li>
        ))}
      </Documents>
      <div className="actions">
        <PrimaryButton type="button" onClick={onNext}>
          {T.continue}
        </PrimaryButton>
      </div>
    </Step>
  );
}
