/** /landers/maplanding/{slug?}: a map of members near the visitor, in the visitor's country. */
import { lazy, Suspense } from 'react';
import { useHost, useTexts } from '@dating/remote-kit';
import { LanderFrame, useAudience } from '../features/lander-frame';
import { useLanderCountry, useLanderProfiles } from '../features/lander-data';
import { ProfileStrip } from '../features/profile-strip';

/** The map and its outlines load with this page only. */
const WorldMap = lazy(() => import(/* webpackChunkName: "world-map" */ '../features/world-map'));

/** Pins on the map. */
const PINS = 8;

export function LandersMaplandingPage() {
  const t = useTexts();
  const { locale } = useHost();
  const audience = useAudience();
  // The visitor's country when the site serves it, else the site's home country: the map and its pins agree.
  const code = useLanderCountry() ?? 'NL';
  const { profiles } = useLanderProfiles(code);
  const countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  const near = profiles.slice(0, PINS);
  return (
    <LanderFrame
      name="maplanding"
      title={t('maplanding.title', { audience })}
      lead={t('maplanding.lead', { country: countryName })}
      visual={
        <Suspense fallback={<div style={{ aspectRatio: '1 / 1' }} />}>
          {near.length > 0 && <WorldMap countryCode={code} profiles={near} label={t('maplanding.mapLabel', { country: countryName, count: near.length })} />}
        </Suspense>
      }
    >
      <ProfileStrip title={t('maplanding.listTitle', { country: countryName })} profiles={near} />
    </LanderFrame>
  );
}
