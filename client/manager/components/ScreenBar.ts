import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** A screen's heading row: the title on the left, its actions wrapping to the right. */
export const ScreenBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 14px;
  h1 { margin: 0 auto 0 0; font-size: 1.4rem; }
`;

/** The line under a screen's heading that says what the screen is for. */
export const ScreenIntro = styled.p`
  margin: 0 0 16px;
  color: ${theme.color.muted};
  max-width: 70ch;
`;
