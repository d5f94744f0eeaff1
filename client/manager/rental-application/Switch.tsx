import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** A checkbox drawn as an on/off switch (role=switch); its label is the text beside it. */
export const SwitchInput = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  flex: none;
  position: relative;
  width: 40px;
  height: 24px;
  margin: 0;
  border-radius: 12px;
  background: #B8C2CF;
  cursor: pointer;
  transition: background 0.15s;
  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    transition: transform 0.15s;
  }
  &:checked { background: ${theme.color.action}; }
  &:checked::before { transform: translateX(16px); }
  &:focus-visible { outline: 2px solid ${theme.color.action}; outline-offset: 2px; }
  &:disabled { cursor: default; opacity: 0.6; }
  @media (prefers-reduced-motion: reduce) { transition: none; &::before { transition: none; } }
`;
