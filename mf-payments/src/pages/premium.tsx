/** /premium: what premium gives, and the way to it (the first purchase). */
import styled from 'styled-components';
import { useHost, useMember, useTexts } from '@dating/remote-kit';
import { PHOTO_LIMIT } from '@dating/shared-contracts';
import { Alert, Card, RouteButton, Stack } from '@dating/shared-ui';

const List = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  li {
    margin-bottom: 6px;
  }
`;

export function PremiumPage() {
  const t = useTexts();
  const { navigation } = useHost();
  const member = useMember();
  return (
    <Card data-testid="premium-page">
      <Stack $gap={3}>
        <h1>{t('premium.title')}</h1>
        {member?.paid_user && <Alert kind="success" data-testid="premium-already">{t('premium.already')}</Alert>}
        <List>
          <li>{t('premium.photos')}</li>
          <li>{t('premium.morePhotos', { free: PHOTO_LIMIT.free, premium: PHOTO_LIMIT.premium })}</li>
          <li>{t('premium.conversations')}</li>
          <li>{t('premium.history')}</li>
        </List>
        <p>{t('premium.how')}</p>
        <div>
          <RouteButton navigation={navigation} to="credits" variant="secondary">{t('premium.buy')}</RouteButton>
        </div>
      </Stack>
    </Card>
  );
}
