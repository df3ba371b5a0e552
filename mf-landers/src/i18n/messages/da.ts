/** da texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Denne side findes ikke',
  'token.home': 'Tilbage til forsiden',
  'head.pages-terms.title': 'Handelsbetingelser – {site}',
  'head.pages-terms.description': 'Betingelserne for {site}: medlemskab, credits og premium, fiktive profiler, adfærdsregler og opsigelse.',
  'head.pages-privacy.title': 'Privatlivspolitik – {site}',
  'head.pages-privacy.description': 'Hvordan {site} behandler dine personoplysninger efter GDPR, hvor længe vi gemmer dem, og hvilke rettigheder du har.',
  'head.pages-cookies.title': 'Cookiepolitik – {site}',
  'head.pages-cookies.description': 'Hvilke cookies og hvilken lokal lagring {site} bruger og hvorfor: kun det nødvendige, ingen sporingscookies fra tredjeparter.',
  'head.pages-ban.title': 'Adgangsforbud – {site}',
  'head.pages-ban.description': 'Hvornår {site} blokerer en konto eller IP-adresse, hvad en blokering betyder, og hvordan du gør indsigelse.',
  'head.pages-faq.title': 'Ofte stillede spørgsmål – {site}',
  'head.pages-faq.description': 'Svar om {site}: gratis tilmelding, credits, premium, fiktive profiler, sletning af konto og refusion.',
  'head.pages-return-policy.title': 'Returpolitik – {site}',
  'head.pages-return-policy.description': 'Din fortrydelsesret hos {site}: sådan fortryder du et køb af credits og beder om refusion.',
  'head.pages-service.title': 'Kundeservice – {site}',
  'head.pages-service.description': 'Kontakt kundeservice hos {site} via e-mail eller telefon. Vi svarer inden for to hverdage.',
  'index.title': 'Landers',
};
