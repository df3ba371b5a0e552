/** /pages/cookies: the company page in the visitor's language (features/company-pages). */
import { CompanyPage } from '../features/company-pages/company-page';

/** The cookies page. */
export default function Page() {
  return <CompanyPage name="cookies" />;
}
