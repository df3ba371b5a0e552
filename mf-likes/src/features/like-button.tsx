/**
 * The like button (widget 'like-button', shared-contracts/src/widgets.ts) on profile pages
 * (`profile`: a full button with its text) and over profile cards (`card`: a round icon button).
 * A like that makes a match opens "It's a match" at once (the account is told it was announced); a
 * second press takes the like back. On a
 * profile page it asks for that profile's likes alone (right however long the list); over cards it
 * reads the shared first page of likes, and a like the server already knows counts as given. A
 * like or unlike that fails says so in the shell's toast, with the API's reason when it gave one.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useErrorText, useHost, useMember, useRevalidate, useTexts } from '@dating/remote-kit';
import { isApiError, type WidgetProps } from '@dating/shared-contracts';
import { Button, Heart, RoundButton, colors } from '@dating/shared-ui';
import { photoUrl, useLikes, useLikesOf } from './likes-data';
import { MatchModal, type MatchModalProfile } from './match-modal';
import { claimAnnouncement } from './seen-matches';

const Round = styled(RoundButton)<{ $liked: boolean }>`
  color: ${colors.secondaryDark};
  svg { fill: ${({ $liked }) => ($liked ? 'currentColor' : 'none')}; }
`;

/** `given`: the list showing the button knows the member likes this profile (the given likes' later pages). */
export function LikeButton({ profileId, variant = 'profile', given = false }: WidgetProps['like-button'] & { given?: boolean }) {
  const t = useTexts();
  const errorText = useErrorText();
  const { api, bus, navigation } = useHost();
  const member = useMember();
  const revalidate = useRevalidate();
  const firstPage = useLikes();
  const ofProfile = useLikesOf(variant === 'profile' ? profileId : null);
  const [busy, setBusy] = useState(false);
  const [match, setMatch] = useState<MatchModalProfile | null>(null);
  // A card's like older than the first page: its list says so, or the server answered "already liked".
  const [knownLiked, setKnownLiked] = useState(given);
  const { data, error } = variant === 'profile' ? ofProfile : firstPage;
  const liked = knownLiked || Boolean(data?.profiles.some((entry) => entry.id === profileId));
  // Until the member's likes are in, "like" could be a like already given: the button waits, and says so.
  const unknown = Boolean(member) && !knownLiked && data === undefined && error === undefined;

  const press = async () => {
    if (!member) {
      navigation.to('login');
      return;
    }
    setBusy(true);
    try {
      if (liked) {
        setKnownLiked(false);
        await api.call('unlike', { profile_id: profileId });
      } else {
        const answer = await api.call('like', { profile_id: profileId });
        // The stream's event may have announced it on this page already.
        if (answer.match && claimAnnouncement(api, profileId)) {
          setMatch({ id: profileId, name: answer.profile.name, image: photoUrl(answer.profile), fictional: answer.profile.fictional, kind: 'match' });
        }
      }
    } catch (error) {
      // Liked in another tab meanwhile, or long ago (beyond the first page): it is given.
      if (isApiError(error) && error.code === 'already_liked') {
        setKnownLiked(true);
      } else {
        // The API's text is already in the member's language; anything else gets the generic one.
        const reason = isApiError(error) && error.message ? error.message : errorText('generic');
        bus.emit('toast:show', { message: t(liked ? 'like.unlikeFailed' : 'like.failed', { reason }), kind: 'danger' });
      }
    } finally {
      setBusy(false);
      // Every likes answer on the page (first pages and single profiles) asks again.
      void revalidate('likes');
    }
  };

  const label = liked ? t('like.button.unlike') : t('like.button.like');
  return (
    <>
      {variant === 'card' ? (
        <Round $liked={liked} onClick={press} disabled={busy || unknown} aria-busy={unknown || undefined} aria-pressed={liked} aria-label={label} data-testid="like-button">
          <Heart size={22} aria-hidden />
        </Round>
      ) : (
        <Button
          variant={liked ? 'outline' : 'secondary'}
          icon={<Heart size={18} aria-hidden fill={liked ? 'currentColor' : 'none'} />}
          onClick={press}
          loading={busy || unknown}
          aria-pressed={liked}
          data-testid="like-button"
        >
          {liked ? t('like.button.liked') : t('like.button.like')}
        </Button>
      )}
      {match && (
        <MatchModal
          profile={match}
          onClose={() => setMatch(null)}
          onOpen={(id) => {
            setMatch(null);
            navigation.to('members-id', { id: String(id) });
          }}
          onMessage={(id) => {
            setMatch(null);
            navigation.to('members-id-chat', { id: String(id) });
          }}
        />
      )}
    </>
  );
}
