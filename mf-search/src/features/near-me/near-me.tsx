/**
 * The "near me" button: asks the browser for its position (once the member clicks), turns it into
 * country and region with the offline geocoder (GET /api/geocode.php), keeps the answer an hour,
 * and hands the place to the form. Shows GeoNames' credit, and why there is no place when the
 * member asked: a refusal the browser keeps is said only then, so a member who never asks is not
 * told, and the form does not move under the results once the browser has answered.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useHost, useTexts } from '@dating/remote-kit';
import { Button, LocateFixed, colors, fonts } from '@dating/shared-ui';
import type { GeocodeAnswer } from '@dating/shared-contracts';
import { cachedPlace, currentPosition, geoPermission, keepPermission, keepPlace, keptPermission, type GeoPermission } from './geolocation';

/** A place the geocoder found. */
export type Place = Exclude<GeocodeAnswer, false>;

const Note = styled.p`
  margin: 4px 0 0;
  color: ${colors.muted};
  font-size: ${fonts.size.small};
  a { color: inherit; }
`;

/** "Near me": calls onPlace with the place found, or shows why there is none. */
export function NearMe({ onPlace, testId = 'near-me' }: { onPlace: (place: Place) => void; testId?: string }) {
  const { api } = useHost();
  const t = useTexts();
  const [permission, setPermission] = useState<GeoPermission>(keptPermission);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'none' | null>(null);

  useEffect(() => {
    let live = true;
    void geoPermission().then((state) => live && setPermission(state));
    return () => {
      live = false;
    };
  }, []);

  const locate = async () => {
    setProblem(null);
    const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
    let answer = cachedPlace(storage);
    if (answer === undefined) {
      setBusy(true);
      try {
        const position = await currentPosition();
        answer = await api.call('geocode', position);
      } catch (error) {
        // A refused permission says so; a failed lookup is kept like any answer (spec: false is stored).
        if (error && typeof error === 'object' && 'code' in error && (error as GeolocationPositionError).code === 1) {
          keepPermission('denied');
          setPermission('denied');
          setProblem('denied');
          return;
        }
        answer = false;
      } finally {
        setBusy(false);
      }
      keepPlace(storage, answer);
      setPermission(await geoPermission());
    }
    if (answer) onPlace(answer);
    else setProblem('none');
  };

  if (permission === 'unsupported') return null;
  return (
    <div data-testid={testId} data-permission={permission}>
      <Button type="button" variant="outline" size="small" icon={<LocateFixed size={16} aria-hidden="true" />} loading={busy} onClick={() => void locate()} data-testid={`${testId}-button`}>
        {t('nearMe.button')}
      </Button>
      <div aria-live="polite">
        {problem === 'denied' && <Note data-testid={`${testId}-denied`}>{t('nearMe.denied')}</Note>}
        {problem === 'none' && <Note data-testid={`${testId}-none`}>{t('nearMe.none')}</Note>}
      </div>
      <Note>
        {t('nearMe.attribution')} <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">GeoNames</a> (CC BY 4.0)
      </Note>
    </div>
  );
}
