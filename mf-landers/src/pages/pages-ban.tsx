/** /pages/ban: the company page in the visitor's language (features/company-pages). */
import { CompanyPage } from '../features/company-pages/company-page';

/** The ban page. */
export default function Page() {
  return <CompanyPage name="ban" />;
}
