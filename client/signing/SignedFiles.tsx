import { styled } from 'styled-components';
import type { SigningState } from '../../shared/leases/signing-types';
import { OutlineLink } from '../ui/ActionLink';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li { display: grid; gap: 6px; }
  .name { font-weight: 600; overflow-wrap: anywhere; }
  a { justify-self: start; }
`;

/** An executed lease's final PDFs and its certificate of completion. */
export function SignedFiles({ state }: { state: SigningState }) {
  return (
    <List data-testid="signed-files">
      {state.documents.map(
        (d) =>
          d.final_pdf_url && (
            <li key={d.id}>
              <span className="name">{d.name}</span>
              <OutlineLink href={d.final_pdf_url} download aria-label={`${T.downloadSigned}: ${d.name}`}>
                {T.downloadSigned}
              </OutlineLink>
            </li>
          ),
      )}
      {state.certificate_url && (
        <li>
          <OutlineLink href={state.certificate_url} download>
            {T.downloadCertificate}
          </OutlineLink>
        </li>
      )}
    </List>
  );
}
