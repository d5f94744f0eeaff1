import { styled } from 'styled-components';
import { theme } from '../ui/theme';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(75vh, 900px);
  min-height: 320px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
`;

/**
 * A packet document read on the page: its stored HTML snapshot in a page-sized frame of its own
 * (sandboxed, and served with its own policy that lets nothing run), so reading never leaves the
 * ceremony and the snapshot's look cannot touch the page's.
 */
export function DocumentReader({ name, src }: { name: string; src: string }) {
  return <Frame src={src} title={name} sandbox="" loading="lazy" data-testid="document-reader" />;
}
