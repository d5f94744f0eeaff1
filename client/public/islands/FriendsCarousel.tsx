import { useEffect, useState } from 'react';
import { friendName } from '../../../shared/people';
import type { RoommateViewer } from '../../../shared/roommates/roommate-profile';
import { ROOMMATE_PROFILE_PATH, ROOMMATE_TEXTS as T } from '../../../shared/roommates/roommate-texts';
import type { PropertyFriend } from '../../../shared/types/public';
import { SliderCarousel } from '../../ui/SliderCarousel';
import { FriendCard as Card, FriendsNote as Note } from './friends/FriendCard';
import type { RoommateMatches as Matches } from './friends/RoommateMatches';

/** `student`: the signed-in student's roommate profile as the block needs it (absent for anyone else, whose page is the cached one). */
export type FriendsProps = { friends: PropertyFriend[]; student?: RoommateViewer & { property_id: number } };

/** People who may become roommates: first name, last initial and match percentage. */
export function FriendsCarousel({ friends, student }: FriendsProps) {
  if (student?.published && student.here) return <StudentMatches propertyId={student.property_id} groupId={student.group_id} />;
  return (
    <>
      {friends.length > 0 && (
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
      )}
      {student &&
        (student.published ? (
          <Note data-testid="roommate-note">{T.otherProperty}</Note>
        ) : (
          <Note data-testid="roommate-note">
            {T.publishToSee} <a href={ROOMMATE_PROFILE_PATH}>{T.publishLink}</a>
          </Note>
        ))}
    </>
  );
}

/**
 * A student's own matches at this property: their code (the request and the invitations) loads only
 * for them, once the block is hydrated; until then the block says it is finding them.
 */
function StudentMatches({ propertyId, groupId }: { propertyId: number; groupId: number | null }) {
  const [loaded, setLoaded] = useState<{ Matches: typeof Matches } | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    import('./friends/RoommateMatches').then(
      (m) => live && setLoaded({ Matches: m.RoommateMatches }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (loaded === 'failed') return <Note role="alert">{T.loadFailed}</Note>;
  if (!loaded) return <Note role="status">{T.finding}</Note>;
  return <loaded.Matches propertyId={propertyId} groupId={groupId} />;
}
