import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import type { Notice } from '../context';

// A manual popover: it sits in the top layer, so it shows above open modal dialogs too.
const Bar = styled.div<{ $tone: 'success' | 'error' }>`
  position: fixed;
  inset: 14px auto auto 50%;
  margin: 0;
  border: 0;
  transform: translateX(-50%);
  z-index: 1000;
  display: flex;
  align-items: center;
  gap: 16px;
  /* As wide as its text, up to the screen's width less a margin (without it, a phone squeezes it to half). */
  width: max-content;
  max-width: calc(100% - 24px);
  padding: 12px 16px;
  border-radius: 8px;
  color: #fff;
  background: ${({ $tone }) => ($tone === 'success' ? '#2E7D0F' : '#B0144F')};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  button { border: 1px solid rgba(255, 255, 255, 0.7); background: transparent; color: #fff; border-radius: 6px; padding: 4px 10px; font: inherit; cursor: pointer; }
`;

/** Success or error text at the top, with Close; success closes by itself after a few seconds. */
export function Snackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(onClose, 5000);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Re-show so the newest notice is above whatever opened since.
    if (el.matches(':popover-open')) el.hidePopover();
    el.showPopover();
  }, [notice]);
  if (!notice) return null;
  return (
    <Bar ref={ref} popover="manual" $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="snackbar">
      <span>{notice.text}</span>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </Bar>
  );
}
