import { useEffect, useRef, type ComponentProps } from 'react';
import { styled } from 'styled-components';
import { theme } from './theme';

const Frame = styled.dialog`
  width: calc(100% - 24px);
  border: 0;
  border-radius: 12px;
  color: ${theme.color.text};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.25);
  &::backdrop { background: rgba(20, 22, 32, 0.5); }
`;

type Props = Omit<ComponentProps<'dialog'>, 'ref' | 'onCancel'> & {
  /** Escape: the dialog stays open for this to decide (close it, or ask first). */
  onCancel: () => void;
};

/**
 * The site's modal <dialog> (the manager's dialogs and confirmations, the auth modal): shown as a
 * modal when it mounts, on a dimmed backdrop; Escape goes through `onCancel`. Style it with
 * `styled(Modal)` for its width and padding.
 */
export function Modal({ onCancel, ...dialog }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = ref.current!;
    if (!shown.open) shown.showModal();
  }, []);
  return (
    <Frame
      {...dialog}
      ref={ref}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    />
  );
}
