/** A profile's words: place, last seen, about, the visible fields and the interests. */
import styled from 'styled-components';
import type { Interest, ProfileDetail } from '@dating/shared-contracts';
import { useHost, useTexts, type MessageKey } from '@dating/remote-kit';
import { FactList, MapPin, colors, fonts, radii, space } from '@dating/shared-ui';
import { isOnline, placeOf } from '../cards/place';
import { isKnownChoice, listedFields } from './profile-fields';

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  color: ${colors.muted};
`;
const About = styled.p`
  margin: 0;
  white-space: pre-line;
`;
const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { padding: 4px 12px; border-radius: ${radii.round}; background: ${colors.primarySoft}; color: ${colors.primaryDark}; font-weight: ${fonts.weight.bold}; }
`;
const Heading = styled.h2`
  margin: ${space[2]}px 0 0;
  font-size: ${fonts.size.normal};
`;

/** The details of `profile`; `interests` names the interest slugs in the page language. */
export function ProfileDetails({ profile, interests }: { profile: ProfileDetail; interests: Interest[] | undefined }) {
  const { locale } = useHost();
  const t = useTexts();
  const labelOf = (slug: string) => interests?.find((interest) => interest.slug === slug)?.label ?? slug;
  const lastSeen = profile.last_seen ? new Date(profile.last_seen) : null;
  return (
    <>
      <Place data-testid="profile-place">
        <MapPin size={16} aria-hidden="true" />
        {placeOf(profile, locale)}
      </Place>
      {lastSeen && (
        <p data-testid="profile-last-seen">
          {isOnline(profile.last_seen) ? t('card.online') : t('profile.lastSeen', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(lastSeen) })}
        </p>
      )}
      {profile.about && (
        <>
          <Heading>{t('profile.about', { name: profile.name })}</Heading>
          <About data-testid="profile-about">{profile.about}</About>
        </>
      )}
      <FactList $strong $gap={4} data-testid="profile-fields">
        {listedFields(profile.fields).map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{t(`field.${name}` as MessageKey)}</dt>
            <dd>{isKnownChoice(name, value) ? t(`choice.${name}.${value}` as MessageKey) : value}</dd>
          </div>
        ))}
      </FactList>
      {profile.interests.length > 0 && (
        <>
          <Heading>{t('profile.interests')}</Heading>
          <Tags data-testid="profile-interests">
            {profile.interests.map((slug) => <li key={slug}>{labelOf(slug)}</li>)}
          </Tags>
        </>
      )}
    </>
  );
}
