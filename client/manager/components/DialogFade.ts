import { css, styled } from 'styled-components';
import { SETTINGS_DIALOG_RESET_MS } from '../../../shared/payment-plans/constants';

/** How long a closing dialog fades (spec: the dialogs reset after 300 ms). */
export const DIALOG_FADE_MS = SETTINGS_DIALOG_RESET_MS;

/**
 * Wraps a Dialog that fades out for `$ms` while `$closing` (see use-fading-dialog): what was typed
 * stays in view until the dialog has gone.
 */
export const DialogFade = styled.div<{ $closing: boolean; $ms: number }>`
  dialog { transition: opacity ${({ $ms }) => $ms}ms ease, transform ${({ $ms }) => $ms}ms ease; }
  dialog::backdrop { transition: background-color ${({ $ms }) => $ms}ms ease; }
  @media (prefers-reduced-motion: reduce) { dialog { transition: opacity ${({ $ms }) => $ms}ms ease; } }
  ${({ $closing }) =>
    $closing &&
    css`
      dialog { opacity: 0; transform: translateY(12px); pointer-events: none; }
      dialog::backdrop { background-color: transparent; }
    `}
`;
