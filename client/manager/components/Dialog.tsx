import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** Spec: dialogs are 500 px wide. */
export const DIALOG_WIDTH = 500;

const Box = styled.dialog`
  width: calc(100% - 24px);
  max-width: ${DIALOG_WIDTH}px;
  border: 0;
  border-radius: 12px;
  padding: 0;
  color: ${theme.color.text};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.25);
  &::backdrop { background: rgba(20, 22, 32, 0.5); }
  h2 { margin: 0; padding: 18px 20px 0; font-size: 1.25rem; }
  .body { padding: 14px 20px; display: grid; gap: 14px; max-height: 65vh; overflow: auto; }
  footer { display: flex; justify-content: flex-end; gap: 10px; padding: 0 20px 18px; }
`;

export const SecondaryButton = styled.button`
  font: inherit;
  padding: 10px 18px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  background: #fff;
  cursor: pointer;
`;

/** A modal dialog with a title, a body and footer buttons; Escape closes it. */
export function Dialog({ title, onClose, children, footer }: { title: string; onClose: () => void; children: ReactNode; footer: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
  }, []);
  return (
    <Box
      ref={ref}
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2>{title}</h2>
      <div className="body">{children}</div>
      <footer>{footer}</footer>
    </Box>
  );
}
