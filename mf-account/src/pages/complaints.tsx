/** /complaints (and /complaints?profile=ID from a profile's "report"): visitors and members. */
import { useTexts } from '@dating/remote-kit';
import { CardPage } from '../layout/card-page';
import { ComplaintForm } from '../features/complaints/complaint-form';

/** The complaints page. */
export function ComplaintsPage() {
  const t = useTexts();
  return (
    <CardPage title={t('complaints.title')} testId="complaints-page">
      <ComplaintForm />
    </CardPage>
  );
}
