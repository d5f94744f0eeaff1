import { useEffect } from 'react';
import gridCss from 'react-data-grid/lib/styles.css';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

export const GridBox = styled.div`
  .rdg { block-size: min(70vh, 640px); border-radius: ${theme.radius}; font-size: 0.9rem; }
  .rdg-header-row [role='columnheader'] { white-space: normal; line-height: 1.2; }
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
