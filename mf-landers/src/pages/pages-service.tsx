/** /pages/service: the company page in the visitor's language (features/company-pages). */
import { CompanyPage } from '../features/company-pages/company-page';

/** The service page. */
export default function Page() {
  return <CompanyPage name="service" />;
}
