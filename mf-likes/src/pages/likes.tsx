/** The likes page. */
import { useTexts } from '@dating/remote-kit';

/** The likes page. */
export function LikesPage() {
  const t = useTexts();
  return (
    <section data-testid="likes-page">
      <h1>{t('likes.title')}</h1>
    </section>
  );
}
