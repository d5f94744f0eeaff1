import { styled } from 'styled-components';
import { canMove } from '../../../../shared/reorder';
import { theme } from '../../../ui/theme';

export const IconButton = styled.button`
  font: inherit;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border-radius: 6px;
  border: 1px solid ${theme.color.border};
  background: #fff;
  cursor: pointer;
  &:disabled { opacity: 0.35; cursor: default; }
  &.danger { color: #A3124B; }
`;

/** Up, down, edit and delete buttons of one row; moves are only offered with more than one item. */
export function RowActions({ name, index, count, onMove, onEdit, onDelete, disabled }: { name: string; index: number; count: number; onMove?: (direction: -1 | 1) => void; onEdit?: () => void; onDelete: () => void; disabled?: boolean }) {
  return (
    <span className="actions">
      {onMove && count > 1 && (
        <>
          <IconButton type="button" aria-label={`Move ${name} up`} disabled={disabled || !canMove(index, count, -1)} onClick={() => onMove(-1)}>
            ↑
          </IconButton>
          <IconButton type="button" aria-label={`Move ${name} down`} disabled={disabled || !canMove(index, count, 1)} onClick={() => onMove(1)}>
            ↓
          </IconButton>
        </>
      )}
      {onEdit && (
        <IconButton type="button" aria-label={`Edit ${name}`} disabled={disabled} onClick={onEdit}>
          Edit
        </IconButton>
      )}
      <IconButton type="button" className="danger" aria-label={`Delete ${name}`} disabled={disabled} onClick={onDelete}>
        Delete
      </IconButton>
    </span>
  );
}
