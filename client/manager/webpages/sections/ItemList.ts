import { styled } from 'styled-components';
import { StackList } from '../../../ui/StackList';
import { theme } from '../../../ui/theme';

/** The rows of an editor list (sub-editors, header media, properties): wrap on phones so text keeps its room. */
export const ItemList = styled(StackList)`
  gap: 8px;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 8px 10px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; min-width: 0; }
  li img, li video { width: 64px; height: 44px; object-fit: cover; border-radius: 6px; flex-shrink: 0; background: ${theme.color.background}; }
  .text { flex: 1 1 150px; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  .text small { display: block; color: ${theme.color.muted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .actions { display: flex; gap: 4px; flex-shrink: 0; margin-left: auto; }
  .empty { color: ${theme.color.muted}; border-style: dashed; }
`;
