import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';

/** A person's card in the Friends block: photo, name, match percentage (and, for a student's matches, what they can do). */
export const FriendCard = styled.div`
  text-align: center;
  padding: 18px 10px;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
  img { width: 72px; height: 72px; border-radius: 50%; margin: 0 auto 10px; object-fit: cover; }
  strong { display: block; }
  span { color: ${theme.color.muted}; font-size: 0.9rem; }
`;

/** A line under the carousel (or in its place): where to publish a profile, no matches yet. */
export const FriendsNote = styled.p`
  margin: 16px 0 0;
  color: ${theme.color.muted};
  &:first-child { margin-top: 0; }
  a { color: ${theme.color.action}; font-weight: 700; }
`;
