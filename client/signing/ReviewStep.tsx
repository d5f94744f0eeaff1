import { useState } from 'react';
import { styled } from 'styled-components';
import type { SigningDocument } from '../../shared/leases/signing-types';
import { PrimaryButton } from '../ui/form';
import { theme } from '../ui/theme';
import { toggled } from '../ui/toggled';
import { OutlineLink, outlineButtonLook } from '../ui/ActionLink';
import { Step } from './ceremony-styles';
import { DocumentReader } from './DocumentReader';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; min-width: 0; }
  .name { flex: 1 1 100%; font-weight: 700; overflow-wrap: anywhere; }
  .reader { flex: 1 1 100%; min-width: 0; }
  @media (min-width: 560px) { .name { flex: 1 1 200px; } }
  @media (max-width: 480px) { li { padding: 10px 8px; } }
`;

/** Read / Hide: a button drawn as the Download PDF link beside it. */
const ReadButton = styled.button`
  ${outlineButtonLook}
  font: inherit;
  font-weight: 700;
  background: #fff;
`;

/** Step 2: each document to read here, on the page (its HTML snapshot), and to download as the PDF being signed. */
export function ReviewStep({ documents, onNext }: { documents: SigningDocument[]; onNext: () => void }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => setOpen((now) => toggled(now, id));
  return (
    <Step aria-labelledby="signing-review">
      <h3 id="signing-review">{T.reviewTitle}</h3>
      <p className="muted">{T.reviewIntro}</p>
      <Documents>
        {documents.map((d) => {
          const reading = open.has(d.id);
          return (
            <li key={d.id} data-testid="signing-document">
              <span className="name">{d.name}</span>
              <ReadButton type="button" aria-expanded={reading} aria-controls={`reader-${d.id}`} aria-label={`${reading ? T.hide : T.read}: ${d.name}`} onClick={() => toggle(d.id)}>
                {reading ? T.hide : T.read}
              </ReadButton>
              <OutlineLink href={d.pdf_url} download aria-label={`${T.downloadPdf}: ${d.name}`}>
                {T.downloadPdf}
              </OutlineLink>
              {reading && (
                <div className="reader" id={`reader-${d.id}`}>
                  <DocumentReader name={d.name} src={d.html_url} />
                </div>
              )}
            </li>
          );
        })}
      </Documents>
      <div className="actions">
        <PrimaryButton type="button" onClick={onNext}>
          {T.continue}
        </PrimaryButton>
      </div>
    </Step>
  );
}
