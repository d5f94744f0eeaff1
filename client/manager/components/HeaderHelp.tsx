import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

const Button = styled.button`
  display: inline-grid;
  place-items: center;
  width: 18px;
  height: 18px;
  margin-inline-start: 4px;
  padding: 0;
  border: 1px solid ${theme.color.muted};
  border-radius: 50%;
  background: #fff;
  color: ${theme.color.muted};
  font: inherit;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 1;
  vertical-align: text-bottom;
  cursor: help;
  &:focus-visible { outline: 2px solid ${theme.color.action}; outline-offset: 1px; }
`;

// In the top layer (a manual popover), so the grid's clipped header cells do not cut it off.
const Tip = styled.div`
  position: fixed;
  inset: auto;
  margin: 0;
  width: max-content;
  max-width: min(300px, calc(100vw - 24px));
  padding: 8px 10px;
  border: 0;
  border-radius: 6px;
  background: #1F2937;
  color: #fff;
  font-size: 0.8rem;
  font-weight: 400;
  line-height: 1.35;
  white-space: normal;
  box-shadow: ${theme.shadow};
`;

/**
 * A one-line help for a column header whose name is jargon: a focusable "?" that shows the text on
 * hover and on keyboard focus (and hides it on Escape), the text being the button's description.
 * Its clicks and keys stay away from the header's sort.
 */
export function HeaderHelp({ column, text }: { column: string; text: string }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const show = () => {
    const at = button.current?.getBoundingClientRect();
    const el = tip.current;
    if (!at || !el) return;
    if (!el.matches(':popover-open')) el.showPopover();
    const left = Math.max(12, Math.min(at.left, window.innerWidth - el.offsetWidth - 12));
    el.style.left = `${left}px`;
    el.style.top = `${at.bottom + 6}px`;
  };
  const hide = () => tip.current?.matches(':popover-open') && tip.current.hidePopover();
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return (
    <>
      <Button
        ref={button}
        type="button"
        aria-label={`About ${column}`}
        aria-describedby={id}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClick={(e) => {
          stop(e);
          show();
        }}
        onKeyDown={(e) => {
          stop(e);
          if (e.key === 'Escape') hide();
        }}
      >
        ?
      </Button>
      <Tip ref={tip} id={id} role="tooltip" popover="manual">
        {text}
      </Tip>
    </>
  );
}
