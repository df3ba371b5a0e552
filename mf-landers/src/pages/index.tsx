/** The index page. */
import { useTexts } from '@dating/remote-kit';

/** The index page. */
export function IndexPage() {
  const t = useTexts();
  return (
    <section data-testid="index-page">
      <h1>{t('index.title')}</h1>
    </section>
  );
}
