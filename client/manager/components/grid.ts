import { useEffect } from 'react';
import gridCss from 'react-data-grid/lib/styles.css';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

export const GridBox = styled.div`
  .rdg { block-size: min(70vh, 640px); border-radius: ${theme.radius}; font-size: 0.9rem; }
  .rdg-header-row [role='columnheader'] { white-space: normal; line-height: 1.2; }
  /* Leading columns pinned by pinnedByCss (an unvirtualized grid's): above the cells scrolling under them. */
  .pinned-cell { position: sticky; z-index: 1; inset-inline-start: 0; background-color: inherit; }
  .pinned-1 { inset-inline-start: var(--pinned-1); }
  .pinned-2 { inset-inline-start: var(--pinned-2); }
  .rdg-header-row .pinned-cell { z-index: 3; }
  .pinned-last { box-shadow: 2px 0 4px rgb(0 0 0 / 12%); }
  @media print { .rdg { block-size: auto; } }
`;

/** Adds react-data-grid's stylesheet to the page once. */
export function useGridStyles() {
  useEffect(() => {
    if (document.getElementById('rdg-styles')) return;
    const style = Object.assign(document.createElement('style'), { id: 'rdg-styles', textContent: gridCss });
    document.head.append(style);
  }, []);
}


/** What a grid shows when it has no rows (react-data-grid's noRowsFallback), across every column. */
export const GridEmpty = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: 24px;
  text-align: center;
  color: ${theme.color.muted};
`;
