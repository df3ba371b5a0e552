/** "Your data" (GDPR art. 15 and 20): everything the site holds about the member, as a zip download. */
import styled from 'styled-components';
import { colors, fonts, radii } from '@dating/shared-ui';
import { ENDPOINTS } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';

// A plain link: the browser downloads the zip itself (the API answers it as an attachment).
const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 20px;
  border: 2px solid ${colors.primaryDark};
  border-radius: ${radii.round};
  color: ${colors.primaryDark};
  font-weight: 700;
  font-size: ${fonts.size.normal};
  text-decoration: none;
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

/** The explanation and the download link. */
export function MyDataDownload() {
  const t = useTexts();
  return (
    <div data-testid="my-data">
      <p>{t('settings.dataIntro')}</p>
      <DownloadLink href={ENDPOINTS.myData.path} download data-testid="my-data-download">
        {t('settings.dataDownload')}
      </DownloadLink>
    </div>
  );
}
