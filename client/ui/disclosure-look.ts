import { css } from 'styled-components';
import { theme } from './theme';

/** A <summary> drawn as a row with a chevron that turns as its disclosure opens (a flex summary loses the browser's own marker); its padding is the disclosure's own. */
export const disclosureLook = css`
  > summary { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; cursor: pointer; list-style: none; }
  > summary::-webkit-details-marker { display: none; }
  > summary::before {
    content: '';
    align-self: center;
    flex: 0 0 auto;
    width: 8px;
    height: 8px;
    margin: 0 4px 0 2px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
    transition: transform 0.15s;
  }
  &[open] > summary::before { transform: rotate(45deg); }
  > summary:focus-visible { outline: 3px solid ${theme.color.action}; outline-offset: 2px; border-radius: 4px; }
`;
