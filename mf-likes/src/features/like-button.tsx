/**
 * The like button (widget 'like-button', shared-contracts/src/widgets.ts) on profile pages
 * (`profile`: a full button with its text) and over profile cards (`card`: a round icon button).
 * A like that makes a match opens the 'New like!' modal; a second press takes the like back.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useErrorText, useHost, useMember, useTexts } from '@dating/remote-kit';
import { isApiError, type ErrorCode, type WidgetProps } from '@dating/shared-contracts';
import { Button, Heart, colors, shadows } from '@dating/shared-ui';
import { photoUrl, useLikes } from './likes-data';
import { MatchModal, type MatchModalProfile } from './match-modal';
import { markMatchesSeen } from './seen-matches';

const Round = styled.button<{ $liked: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.secondaryDark};
  box-shadow: ${shadows.card};
  cursor: pointer;
  &:disabled { cursor: progress; }
  svg { fill: ${({ $liked }) => ($liked ? 'currentColor' : 'none')}; }
`;

export function LikeButton({ profileId, variant = 'profile' }: WidgetProps['like-button']) {
  const t = useTexts();
  const errorText = useErrorText();
  const { api, bus, navigation } = useHost();
  const member = useMember();
  const { data, mutate } = useLikes();
  const [busy, setBusy] = useState(false);
  const [match, setMatch] = useState<MatchModalProfile | null>(null);
  const liked = Boolean(data?.profiles.some((entry) => entry.id === profileId));

  const press = async () => {
    if (!member) {
      navigation.to('login');
      return;
    }
    setBusy(true);
    try {
      if (liked) {
        await api.call('unlike', { profile_id: profileId });
      } else {
        const answer = await api.call('like', { profile_id: profileId });
        if (answer.match) {
          markMatchesSeen(member.id, [profileId]);
          setMatch({ id: profileId, name: answer.profile.name, image: photoUrl(answer.profile) });
        }
      }
    } catch (error) {
      // Liked in another tab meanwhile: the list below catches up.
      if (!(isApiError(error) && error.code === 'already_liked')) {
        const code = (isApiError(error) ? error.code : 'generic') as ErrorCode;
        bus.emit('toast:show', { message: errorText(code), kind: 'danger' });
      }
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  const label = liked ? t('like.button.unlike') : t('like.button.like');
  return (
    <>
      {variant === 'card' ? (
        <Round type="button" $liked={liked} onClick={press} disabled={busy} aria-pressed={liked} aria-label={label} data-testid="like-button">
          <Heart size={22} aria-hidden />
        </Round>
      ) : (
        <Button
          variant={liked ? 'outline' : 'secondary'}
          icon={<Heart size={18} aria-hidden fill={liked ? 'currentColor' : 'none'} />}
          onClick={press}
          loading={busy}
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
        />
      )}
    </>
  );
}
