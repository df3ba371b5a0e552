/** In the installed app there is no browser back button: profile, likes, credits and payment pages get one. */
import styled from 'styled-components';
import { Button, ChevronLeft, space } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';

const Row = styled.div`
  margin: ${space[2]}px ${space[3]}px 0;
`;

export function AppBackButton() {
  const { navigation } = useServices();
  const t = useTexts();
  return (
    <Row>
      <Button variant="ghost" size="small" icon={<ChevronLeft size={18} aria-hidden="true" />} onClick={() => navigation.back()} data-testid="app-back-button">
        {t('nav.back')}
      </Button>
    </Row>
  );
}
