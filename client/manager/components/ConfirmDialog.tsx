import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** Spec §9: the confirmation modal is 290 px wide. */
export const CONFIRM_WIDTH = 290;

const Box = styled.dialog`
  width: calc(100% - 24px);
  max-width: ${CONFIRM_WIDTH}px;
  border: 0;
  border-radius: 12px;
  padding: 20px 20px 14px;
  color: ${theme.color.text};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.25);
  &::backdrop { background: rgba(20, 22, 32, 0.5); }
  p { margin: 0 0 16px; line-height: 1.45; }
  footer { display: flex; justify-content: flex-end; gap: 6px; }
  button { font: inherit; font-weight: 700; padding: 8px 12px; border: 0; border-radius: 6px; background: none; color: ${theme.color.action}; cursor: pointer; }
  button:hover, button:focus-visible { background: #E8EEFF; }
`;

/**
 * The app's yes/no question in a modal (instead of a browser confirm): Disagree (or Escape) keeps
 * things as they are, Agree goes ahead. Focus starts on Disagree, the safe answer.
 */
export function ConfirmDialog({ question, onAgree, onDisagree }: { question: string; onAgree: () => void; onDisagree: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const disagree = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    disagree.current?.focus();
  }, []);
  return (
    <Box
      ref={ref}
      role="alertdialog"
      aria-label="Confirm"
      aria-describedby="confirm-question"
      onCancel={(e) => {
        e.preventDefault();
        onDisagree();
      }}
    >
      <p id="confirm-question">{question}</p>
      <footer>
        <button type="button" ref={disagree} onClick={onDisagree}>
          Disagree
        </button>
        <button type="button" onClick={onAgree}>
          Agree
        </button>
      </footer>
    </Box>
  );
}
