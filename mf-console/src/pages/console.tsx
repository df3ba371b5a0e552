/** /console: the start page, with a card for each queue and page the staff member's role may open. */
import styled from 'styled-components';
import { RouteButton, colors, space } from '@dating/shared-ui';
import type { RouteName, StaffRole } from '@dating/shared-contracts';
import { useHost, useTexts } from '@dating/remote-kit';
import { ConsolePage } from '../layout/console-page';
import { mayOpen, useStaff } from '../features/use-staff';

/** The console's places: route, the role it needs, and the key of its title and description. */
const PLACES: readonly { route: RouteName; role: StaffRole; key: 'photos' | 'members' | 'audit' | 'conversations' | 'complaints' }[] = [
  { route: 'console-conversations', role: 'operator', key: 'conversations' },
  { route: 'console-photos', role: 'moderator', key: 'photos' },
  { route: 'console-complaints', role: 'moderator', key: 'complaints' },
  { route: 'console-members', role: 'moderator', key: 'members' },
  { route: 'console-audit', role: 'admin', key: 'audit' },
];

const Places = styled.ul`
  display: grid;
  gap: ${space[3]}px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Place = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[2]}px;
  padding: ${space[4]}px;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  & > p { margin: 0; color: ${colors.muted}; flex: 1; }
  & > h2 { margin: 0; font-size: 1.15rem; }
`;

/** The console's start page. */
export function ConsoleStartPage() {
  const t = useTexts();
  const { navigation } = useHost();
  const staff = useStaff();
  const places = PLACES.filter((place) => mayOpen(staff, place.role));
  return (
    <ConsolePage title={t('console.title')} testId="console-page">
      <Places>
        {places.map((place) => (
          <Place key={place.route} data-testid={`console-place-${place.key}`}>
            <h2>{t(`place.${place.key}.title`)}</h2>
            <p>{t(`place.${place.key}.text`)}</p>
            <RouteButton navigation={navigation} to={place.route} variant="secondary">
              {t('place.open')}
            </RouteButton>
          </Place>
        ))}
      </Places>
    </ConsolePage>
  );
}
