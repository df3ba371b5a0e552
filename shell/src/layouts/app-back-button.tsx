/** In the installed app there is no browser back button: profile, likes, credits and payment pages get one. */
import styled from 'styled-components';
import { colors } from '@dating/shared-ui';
import { useServices } from '../shell/services.js';
import { useTexts } from '@dating/remote-kit';

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin: 8px 12px 0;
  padding: 8px 12px;
  border: 0;
  background: transparent;
  color: ${colors.primaryDark};
  font: inherit;
  cursor: pointer;
`;

export function AppBackButton() {
  const { navigation } = useServices();
  const t = useTexts();
  return (
    <Back type="button" onClick={() => navigation.back()} data-testid="app-back-button">
      <span aria-hidden="true">‹</span> {t('nav.back')}
    </Back>
  );
}
