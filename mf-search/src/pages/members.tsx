/** The members page. */
import { useTexts } from '@dating/remote-kit';

/** The members page. */
export function MembersPage() {
  const t = useTexts();
  return (
    <section data-testid="members-page">
      <h1>{t('members.title')}</h1>
    </section>
  );
}
