/**
 * /landers/video/{slug?}: a video-style hero made from a member's photos (slow zoom, a live badge,
 * a play button); pressing play opens the signup. No video file: only the generated photos.
 */
import styled, { keyframes } from 'styled-components';
import { colors, fonts, Play, radii, shadows, space } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { photoUrl, useLanderProfiles } from '../features/lander-data';
import { placeOf } from '../features/profile-tile';
import { ProfileStrip } from '../features/profile-strip';
import { useOpenSignup } from '../features/signup-call';

const zoom = keyframes`from { transform: scale(1); } to { transform: scale(1.15); }`;

const Player = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  border-radius: ${radii.large};
  overflow: hidden;
  background: #000;
  box-shadow: ${shadows.overlay};
  img { width: 100%; height: 100%; object-fit: cover; animation: ${zoom} 12s ease-in-out infinite alternate; }
  @media (prefers-reduced-motion: reduce) { img { animation: none; } }
`;

const Live = styled.span`
  position: absolute;
  top: ${space[3]}px;
  left: ${space[3]}px;
  padding: 2px ${space[2]}px;
  border-radius: ${radii.small};
  background: ${colors.danger};
  color: ${colors.onColor};
  font-weight: ${fonts.weight.heavy};
  text-transform: uppercase;
`;

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: 76px;
  height: 76px;
  border: 0;
  border-radius: ${radii.round};
  background: ${colors.secondary};
  color: ${colors.onColor};
  cursor: pointer;
`;

const Bar = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${space[5]}px ${space[3]}px ${space[2]}px;
  background: linear-gradient(transparent, ${colors.scrim});
  color: ${colors.onColor};
  font-weight: ${fonts.weight.bold};
  > span { display: block; height: 4px; margin-top: ${space[2]}px; border-radius: 2px; background: linear-gradient(90deg, ${colors.secondary} 35%, rgba(255, 255, 255, 0.45) 35%); }
`;

export function LandersVideoPage() {
  const t = useTexts();
  const audience = useAudience();
  const { profiles } = useLanderProfiles();
  const open = useOpenSignup();
  const star = profiles[0];
  const url = star ? photoUrl(star) : null;
  return (
    <LanderFrame
      name="video"
      tone="dark"
      title={t('video.title', { audience })}
      lead={t('video.lead')}
      visual={star && (
        <Player>
          {url && <img src={url} alt={t('profile.photo', { name: star.name })} />}
          <Live>{t('video.live')}</Live>
          <PlayButton type="button" onClick={open} aria-label={t('video.play', { name: star.name })}><Play size={36} aria-hidden /></PlayButton>
          <Bar>{t('profile.nameAge', { name: star.name, age: star.age })} · {placeOf(star)}<span aria-hidden /></Bar>
        </Player>
      )}
    >
      <ProfileStrip title={t('video.more')} profiles={profiles.slice(1, 9)} />
    </LanderFrame>
  );
}
