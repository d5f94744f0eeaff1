import { styled } from 'styled-components';
import { PrimaryButton } from '../../ui/form';
import { ScreenBar } from './ScreenBar';

/** One record's screen (an application, a lease): its cards one under another. */
export const DetailPage = styled.div`
  display: grid;
  gap: 16px;
  max-width: 960px;
`;

/** The record's title and its actions; on a phone the title takes the first row and the buttons share the next. */
export const DetailBar = styled(ScreenBar)`
  margin: 0;
  h1 { overflow-wrap: anywhere; }
  @media (max-width: 600px) { h1 { flex-basis: 100%; } button { flex: 1 1 auto; } }
`;

/** The action that ends something (Decline, Void lease). */
export const DangerButton = styled(PrimaryButton)`
  background: #B0144F;
  border-color: #B0144F;
`;
