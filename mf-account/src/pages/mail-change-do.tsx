/** /mail-change/do?token=: the result of an e-mail change link (confirmation or undo). */
import { useTexts } from '@dating/remote-kit';
import { CardPage } from '../layout/card-page';
import { ConfirmMailChange } from '../features/mail-change/confirm-mail-change';

/** The e-mail change result page. */
export function MailChangeDoPage() {
  const t = useTexts();
  return (
    <CardPage title={t('mailChange.title')} testId="mail-change-page">
      <ConfirmMailChange />
    </CardPage>
  );
}
