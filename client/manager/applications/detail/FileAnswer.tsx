import { styled } from 'styled-components';
import type { ApplicationFile } from '../../../../shared/rental-application/application-types';
import { fileSize } from './answer-text';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  img { display: block; width: 96px; height: 96px; object-fit: cover; border-radius: 6px; border: 1px solid #D8DEE6; background: #F2F4F7; }
  a { overflow-wrap: anywhere; }
  small { color: #5B687C; }
`;

/** A private file: a link that opens it in a new tab (a thumbnail for an image). */
export function FileAnswer({ file, label }: { file: ApplicationFile; label: string }) {
  const image = file.mime.startsWith('image/');
  return (
    <Box>
      {image && (
        <a href={file.url} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
          <img src={file.url} alt="" loading="lazy" />
        </a>
      )}
      <span>
        <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`${label}: ${file.original_name} (opens in a new tab)`}>
          {file.original_name}
        </a>{' '}
        <small>
          {image ? 'Image' : 'PDF'}, {fileSize(file.size)}
        </small>
      </span>
    </Box>
  );
}
