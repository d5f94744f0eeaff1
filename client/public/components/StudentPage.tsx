import { styled } from 'styled-components';

/** A student record page (My lease, My balance): a back link, a title, its cards, and an `.empty` note when there is nothing yet. */
export const StudentPage = styled.div`
  padding: 32px 16px 64px;
  max-width: 960px;
  margin: 0 auto;
  display: grid;
  gap: 20px;
  min-height: 60vh;
  align-content: start;
  h1 { margin: 0; font-size: 1.7rem; }
  .empty { background: #fff; border-radius: 12px; padding: 22px; }
  .empty p { margin: 0 0 10px; }
  @media (max-width: 640px) { padding: 20px 12px 48px; h1 { font-size: 1.4rem; } }
`;

/** A titled list on a student page (their requests, their messages): the heading, a line of intro, the items. */
export const StudentPageList = styled.section`
  display: grid;
  gap: 16px;
  h2 { margin: 0; font-size: 1.25rem; }
  > p { margin: 0; }
`;
