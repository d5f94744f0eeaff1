import { styled } from 'styled-components';
import { MY_LEASE_TEXTS as T, type DocumentsPhase } from '../../../../shared/leases/my-lease-texts';
import type { StudentLeaseDocument } from '../../../../shared/leases/student-lease';
import { outlineButtonLook } from '../../../ui/ActionLink';
import { theme } from '../../../ui/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  > li { border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; padding: 14px 16px; min-width: 0; }
  .head { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 10px 16px; margin-bottom: 12px; }
  h3 { margin: 0; font-size: 1.05rem; }
  .role { color: ${theme.color.muted}; font-size: 0.92rem; margin: 2px 0 0; }
  summary, .download { ${outlineButtonLook} }
  summary::-webkit-details-marker { display: none; }
  details[open] .when-closed, details:not([open]) .when-open { display: none; }
  @media (max-width: 640px) { > li { padding: 12px 10px; } }
`;

/** The snapshot's own look (server/documents/lease-html.ts), scoped to its box on this page. */
const Paper = styled.div`
  margin-top: 12px;
  padding: 18px 16px;
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: 16px/1.55 Georgia, 'Noto Serif', serif;
  color: #1d2433;
  overflow-wrap: anywhere;
  h1 { font-size: 1.45rem; } h2 { font-size: 1.22rem; } h3 { font-size: 1.08rem; }
  img { max-width: 100%; height: auto; }
  table { display: block; max-width: 100%; overflow-x: auto; }
  .doc-schedule { border-collapse: collapse; margin: 1rem 0; font-size: 0.9rem; }
  .doc-schedule th, .doc-schedule td { padding: 0.3rem 0.5rem; border-bottom: 1px solid #d5d9e0; text-align: left; }
  .doc-schedule .money, .doc-schedule tfoot td { text-align: right; white-space: nowrap; }
  blockquote { margin: 1rem 0; padding-left: 1rem; border-left: 3px solid #d5d9e0; color: #3b4252; }
  .doc-signature { display: inline-block; min-width: 12rem; max-width: 100%; margin: 0.75rem 0; padding: 1.6rem 0.5rem 0.3rem; border: 1.5px solid #1d2433; border-radius: 4px; font-size: 0.8rem; color: #3b4252; }
  .doc-signature-warning { border-color: #8a5a00; }
  .doc-signature-success { border-color: #2d6a3e; }
  @media (max-width: 640px) { padding: 12px 10px; font-size: 15px; }
`;

/** A lease's documents: each one's name and who signs it (or signed it), the PDF's exact bytes to download (the signed one once executed), and the HTML snapshot to read here (no JavaScript needed). */
export function LeaseDocuments({ leaseId, documents, phase }: { leaseId: number; documents: StudentLeaseDocument[]; phase: DocumentsPhase }) {
  return (
    <List>
      {documents.map((d) => (
        <li key={d.id} data-testid="lease-document">
          <div className="head">
            <div>
              <h3 data-testid="document-name">{d.name}</h3>
              <p className="role">{T.roles[phase][d.role]}</p>
            </div>
            <a className="download" href={`/api/leases/${leaseId}/documents/${d.id}/${phase === 'signed' ? 'final/pdf' : 'pdf'}/`} download>
              {phase === 'signed' ? T.downloadSigned : T.download}
            </a>
          </div>
          {d.html === null ? (
            <p>{T.unreadable}</p>
          ) : (
            <details>
              <summary>
                <span className="when-closed">{T.read}</span>
                <span className="when-open">{T.hide}</span>
              </summary>
              {/* The shared renderer's escaped output, checked against its hash when read (server/page-data/student-lease-page.ts). */}
              <Paper data-testid="document-text" dangerouslySetInnerHTML={{ __html: d.html }} />
            </details>
          )}
        </li>
      ))}
    </List>
  );
}
