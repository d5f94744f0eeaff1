import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Modal } from '../../ui/Modal';
import { theme } from '../../ui/theme';

/** Spec §9: the confirmation modal is 290 px wide. */
export const CONFIRM_WIDTH = 290;

const Box = styled(Modal)`
  max-width: ${CONFIRM_WIDTH}px;
  padding: 20px 20px 14px;
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
  const disagree = useRef<HTMLButtonElement>(null);
  // After the modal has opened (a child's effect runs first), so that showModal's own focus does not take it back.
  useEffect(() => disagree.current?.focus(), []);
  return (
    <Box role="alertdialog" aria-label="Confirm" aria-describedby="confirm-question" onCancel={onDisagree}>
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
