import { styled } from 'styled-components';
import type { Lease } from '../../../../shared/leases/lease-types';
import { theme } from '../../../ui/theme';
import { Card } from '../../components/DetailCard';
import { useManager } from '../../context';
import { leasesApi } from '../leases-api';
import { LEASE_SCREEN_TEXTS as T } from '../texts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; padding: 10px 0; border-top: 1px solid ${theme.color.border}; }
  li:first-child { border-top: 0; padding-top: 0; }
  .name { font-weight: 600; flex: 1 1 200px; min-width: 0; overflow-wrap: anywhere; }
  .role { color: ${theme.color.muted}; }
  .void { padding: 0 8px; border-radius: 9px; background: #EEF1F5; color: #3E4A5C; font-size: 0.78rem; font-weight: 700; text-transform: uppercase; }
  .links { display: flex; gap: 14px; }
  a { color: ${theme.color.action}; }
`;

const Empty = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

/** The lease's packet: each document's name and signer, a view of its HTML (a new tab) and its PDF. */
export function LeaseDocuments({ lease }: { lease: Lease }) {
  // The documents themselves are the student's and the managers' (maintenance staff see their names).
  const { canWrite } = useManager();
  return (
    <Card aria-labelledby="lease-documents">
      <h2 id="lease-documents">Documents</h2>
      {lease.documents.length === 0 ? (
        <Empty>{T.noDocuments}</Empty>
      ) : (
        <List>
          {lease.documents.map((d) => (
            <li key={d.id}>
              <span className="name">{d.name}</span>
              <span className="role">{T.roles[d.role]}</span>
              {d.void && <span className="void">{T.voidMarker}</span>}
              {canWrite && <span className="links">
                <a href={leasesApi.documentHtml(lease.id, d.id)} target="_blank" rel="noopener noreferrer" aria-label={`${T.viewDocument} ${d.name} (${T.roles[d.role]})`}>
                  {T.viewDocument}
                </a>
                <a href={leasesApi.documentPdf(lease.id, d.id)} download aria-label={`${T.downloadPdf}: ${d.name} (${T.roles[d.role]})`}>
                  {T.downloadPdf}
                </a>
              </span>}
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
