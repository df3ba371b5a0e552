/**
 * The modal that announces a like or a match (spec sections 2 and 4). A like ('New like!', the
 * daily auto-like): the profile's main image and a button to the profile. A match ("It's a match"):
 * both members' photos (initials without one) and "Send a message", which opens the conversation,
 * the next step a match asks for. A backdrop click closes it; a click on the image or on "view"
 * hands the profile id on. A fictional profile always carries the site's sign.
 */
import styled from 'styled-components';
import { useHost, useMember, useTexts } from '@dating/remote-kit';
import { Avatar, Button, FictionalSign, Heart, MessageCircle, Modal, colors, fonts, radii, space } from '@dating/shared-ui';

/** Who the modal announces, and whether it is a match or a like. */
export interface MatchModalProfile {
  id: number;
  name: string;
  /** Full URL of the main image ('' without one). */
  image: string;
  /** A fictional profile: the site's sign shows beside the name. */
  fictional: boolean;
  /** 'match': the like was mutual; 'like': this profile liked the member. */
  kind: 'match' | 'like';
}

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[4]}px;
  padding: ${space[5]}px;
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: ${fonts.size.title};
  font-weight: ${fonts.weight.heavy};
  line-height: ${fonts.lineHeight.tight};
  color: ${colors.secondaryDark};
`;

const ImageButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: ${radii.large};
  overflow: hidden;
  background: none;
  cursor: pointer;
  img {
    display: block;
    width: min(280px, 70vw);
    aspect-ratio: 1;
    object-fit: cover;
  }
`;

/** The two photos side by side, the heart between: both fit a 320 px phone. */
const Pair = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]}px;
  color: ${colors.secondaryDark};
`;

/** The match's photo opens the profile by pointer; by keyboard "view" does, so focus starts on "Send a message". */
const Photo = styled.span`
  display: inline-flex;
  border-radius: 50%;
  cursor: pointer;
`;

const Text = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: grid;
  gap: ${space[2]}px;
  width: min(100%, 320px);
`;

/** `onMessage`: the member wants to write to the match (the conversation's page). */
export function MatchModal({ profile, onClose, onOpen, onMessage }: {
  profile: MatchModalProfile;
  onClose: () => void;
  onOpen: (profileId: number) => void;
  onMessage: (profileId: number) => void;
}) {
  const t = useTexts();
  const { settings } = useHost();
  const member = useMember();
  const match = profile.kind === 'match';
  const title = t(match ? 'match.modal.matchTitle' : 'match.modal.title');
  const sign = profile.fictional
    ? <FictionalSign icon={settings.fictional_icon || undefined} label={settings.fictional_singular} data-testid="match-modal-fictional" />
    : null;
  const own = member?.profile.main_image;
  return (
    <Modal open onClose={onClose} bare label={title} closeLabel={t('common.close')} data-testid="match-modal">
      <Body>
        <Title>{title}</Title>
        {match ? (
          <Pair>
            <Avatar src={own ? `${settings.cdn_prefix}${own.thumb_filename}` : null} name={member?.profile.name ?? ''} size={120} data-testid="match-modal-own" />
            <Heart size={24} aria-hidden fill="currentColor" />
            <Photo onClick={() => onOpen(profile.id)} data-testid="match-modal-image">
              <Avatar src={profile.image || null} name={profile.name} size={120} />
            </Photo>
          </Pair>
        ) : profile.image && (
          <ImageButton type="button" onClick={() => onOpen(profile.id)} aria-label={t('match.modal.view', { name: profile.name })} data-testid="match-modal-image">
            <img src={profile.image} alt="" />
          </ImageButton>
        )}
        <Text>
          {t(match ? 'match.modal.matchText' : 'match.modal.text', { name: profile.name })}
          {sign && <> {sign}</>}
        </Text>
        <Actions>
          {match && (
            <Button icon={<MessageCircle size={18} aria-hidden />} onClick={() => onMessage(profile.id)} block data-testid="match-modal-message">
              {t('match.modal.message')}
            </Button>
          )}
          <Button variant={match ? 'outline' : 'secondary'} icon={match ? undefined : <Heart size={18} aria-hidden />} onClick={() => onOpen(profile.id)} block data-testid="match-modal-button">
            {t('match.modal.view', { name: profile.name })}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}
