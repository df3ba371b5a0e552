/** /pages/privacy: the company page in the visitor's language (features/company-pages). */
import { CompanyPage } from '../features/company-pages/company-page';

/** The privacy page. */
export default function Page() {
  return <CompanyPage name="privacy" />;
}
