import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** The card the sign-in, register and mailed-link pages sit in (as wide as the auth modal). */
export const AuthCard = styled.div`
  max-width: 556px;
  margin: 0 auto;
  padding: 28px 24px;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 6px 30px rgba(37, 38, 49, 0.1);
  h1 { margin: 0 0 18px; font-size: 1.6rem; }
  p { color: ${theme.color.muted}; }
`;
