import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';

const Box = styled.dialog`
  width: calc(100% - 24px);
  max-width: 820px;
  max-height: calc(100dvh - 24px);
  border: 0;
  border-radius: 12px;
  padding: 0;
  color: ${theme.color.text};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.25);
  &::backdrop { background: rgba(20, 22, 32, 0.5); }
  &[open] { display: flex; flex-direction: column; }
  h2 { margin: 0; padding: 18px 20px 0; font-size: 1.25rem; }
  .body { padding: 14px 20px; display: grid; gap: 14px; overflow: auto; flex: 1; min-height: 0; }
  footer { display: flex; justify-content: flex-end; gap: 10px; padding: 12px 20px 18px; border-top: 1px solid ${theme.color.border}; }
  @media (max-width: 600px) {
    h2 { padding: 14px 14px 0; }
    .body { padding: 12px 14px; }
    footer { padding: 10px 14px 14px; }
  }
`;

/**
 * A modal dialog wide enough for the body editor (the shared Dialog is the spec's 500 px). Escape
 * and Cancel go through onClose, which may ask before closing.
 */
export function WideDialog({ title, onClose, children, footer }: { title: string; onClose: () => void; children: ReactNode; footer: ReactNode }) {
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
