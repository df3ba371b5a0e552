/** /pages/terms: the company page in the visitor's language (features/company-pages). */
import { CompanyPage } from '../features/company-pages/company-page';

/** The terms page. */
export default function Page() {
  return <CompanyPage name="terms" />;
}
