import { useEffect, type RefObject } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** What holds a toggle and its panel. */
export const PopoverWrap = styled.div`
  position: relative;
`;

/** The button that opens a panel: one line, its text cut short when long. */
export const PopoverToggle = styled.button`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A drop-down panel under its toggle (the toggle's wrapper is `position: relative`). */
export const PopoverPanel = styled.div`
  position: absolute;
  left: 0;
  top: calc(100% + 6px);
  z-index: 50;
  width: max-content;
  min-width: 260px;
  max-width: min(420px, calc(100vw - 40px));
  max-height: min(60vh, 440px);
  overflow: auto;
  padding: 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
  box-shadow: ${theme.shadow};
  display: grid;
  gap: 10px;
`;

/** While `open`, a press outside `wrap` or Escape calls `close`; Escape also puts focus back on `toggle`. */
export function useDismiss(open: boolean, close: () => void, wrap: RefObject<HTMLElement | null>, toggle: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const down = (e: PointerEvent) => !wrap.current?.contains(e.target as Node) && close();
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', down);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', down);
      document.removeEventListener('keydown', key);
    };
  }, [open, close, wrap, toggle]);
}
