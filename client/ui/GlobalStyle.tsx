import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.color.text};
    background: ${theme.color.background};
    line-height: 1.5;
  }
  img, video { max-width: 100%; display: block; }
  a { color: ${theme.color.action}; }
  :focus-visible { outline: 3px solid ${theme.color.primary}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.2; }
`;
