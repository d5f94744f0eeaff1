import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Modal } from '../../ui/Modal';
import { theme } from '../../ui/theme';

/** Spec: dialogs are 500 px wide. */
export const DIALOG_WIDTH = 500;

const Box = styled(Modal)`
  max-width: ${DIALOG_WIDTH}px;
  padding: 0;
  /* As tall as the screen allows: the body scrolls, the title and the buttons stay in view. */
  max-height: calc(100dvh - 24px);
  &[open] { display: flex; flex-direction: column; }
  h2 { margin: 0; padding: 18px 20px 0; font-size: 1.25rem; }
  .body { padding: 14px 20px; display: grid; gap: 14px; flex: 1; min-height: 0; overflow: auto; }
  footer { display: flex; justify-content: flex-end; gap: 10px; padding: 12px 20px 18px; border-top: 1px solid ${theme.color.border}; }
  /* Wide enough for a body editor. */
  &[data-wide] { max-width: 820px; }
  @media (max-width: 600px) {
    h2 { padding: 14px 14px 0; }
    .body { padding: 12px 14px; }
    footer { padding: 10px 14px 14px; }
  }
`;

export const SecondaryButton = styled.button`
  font: inherit;
  padding: 10px 18px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  background: #fff;
  cursor: pointer;
`;

/** A modal dialog with a title, a body and footer buttons; Escape goes through onClose (which may ask first). */
export function Dialog({ title, onClose, children, footer, wide }: { title: string; onClose: () => void; children: ReactNode; footer: ReactNode; /** Up to 820 px, for a body editor. */ wide?: boolean }) {
  return (
    <Box aria-label={title} data-wide={wide || undefined} onCancel={onClose}>
      <h2>{title}</h2>
      <div className="body">{children}</div>
      <footer>{footer}</footer>
    </Box>
  );
}
