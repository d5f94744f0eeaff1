import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { GlobalStyle } from '../ui/GlobalStyle';
import { Busy } from './components/use-load';

/** The manager area's content column. */
export const Content = styled.main`
  padding: 20px;
`;

/**
 * What the manager area shows before its frame can: in the page's HTML (server/render/manager-page.tsx
 * draws this component), while the first screen's code loads (the routes' HydrateFallback) and while
 * the organization loads.
 */
export function ShellLoading({ children = <Busy /> }: { children?: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      <Content>{children}</Content>
    </>
  );
}
