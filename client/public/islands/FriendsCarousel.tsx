import { styled } from 'styled-components';
import { friendName } from '../../../shared/people';
import type { PropertyFriend } from '../../../shared/types/public';
import { SliderCarousel } from '../../ui/SliderCarousel';
import { theme } from '../../ui/theme';

export type FriendsProps = { friends: PropertyFriend[] };

const Card = styled.div`
  text-align: center;
  padding: 18px 10px;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
  img { width: 72px; height: 72px; border-radius: 50%; margin: 0 auto 10px; object-fit: cover; }
  strong { display: block; }
  span { color: ${theme.color.muted}; font-size: 0.9rem; }
`;

/** People who may become roommates: first name, last initial and match percentage. */
export function FriendsCarousel({ friends }: FriendsProps) {
  return (
    <SliderCarousel
      label="Friends and people"
      items={friends}
      itemKey={(f) => f.id}
      renderItem={(f) => (
        <Card data-testid="friend">
          {f.user.image && <img src={f.user.image} srcSet={f.user.image_srcset ?? undefined} sizes="72px" alt="" width={72} height={72} loading="lazy" />}
          <strong>{friendName(f.user.first_name, f.user.last_name)}</strong>
          <span>{f.match_percentage}% match</span>
        </Card>
      )}
    />
  );
}
