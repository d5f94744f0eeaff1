import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';

const Bar = styled.div`
  display: grid;
  gap: 4px;
  font-size: 0.85rem;
  color: ${theme.color.muted};
  progress { width: 100%; height: 8px; accent-color: ${theme.color.action}; }
`;

/** Upload progress of one file. */
export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <Bar data-testid="upload-progress">
      <span>
        Uploading {label}… {percent}%
      </span>
      <progress max={100} value={percent} aria-label={`Uploading ${label}`} />
    </Bar>
  );
}
