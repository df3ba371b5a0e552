/** "Your data" (GDPR art. 15 and 20): everything the site holds about the member, as a zip download. */
import { Download, LinkButton } from '@dating/shared-ui';
import { ENDPOINT_ROUTES } from '@dating/shared-contracts';
import { useTexts } from '@dating/remote-kit';

/** The explanation and the download link: a plain link, the browser downloads the zip itself (the API answers it as an attachment). */
export function MyDataDownload() {
  const t = useTexts();
  return (
    <div data-testid="my-data">
      <p>{t('settings.dataIntro')}</p>
      <LinkButton href={ENDPOINT_ROUTES.myData.path} download variant="outline" icon={<Download size={18} aria-hidden="true" />} data-testid="my-data-download">
        {t('settings.dataDownload')}
      </LinkButton>
    </div>
  );
}
