/** sv texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Den här sidan finns inte',
  'token.home': 'Tillbaka till startsidan',
  'head.pages-terms.title': 'Allmänna villkor – {site}',
  'head.pages-terms.description': 'Villkoren för {site}: medlemskap, krediter och premium, fiktiva profiler, uppföranderegler och uppsägning.',
  'head.pages-privacy.title': 'Integritetspolicy – {site}',
  'head.pages-privacy.description': 'Hur {site} behandlar dina personuppgifter enligt GDPR, hur länge vi sparar dem och vilka rättigheter du har.',
  'head.pages-cookies.title': 'Cookiepolicy – {site}',
  'head.pages-cookies.description': 'Vilka cookies och vilken lokal lagring {site} använder och varför: bara det nödvändiga, inga spårningscookies från tredje part.',
  'head.pages-ban.title': 'Tillträdesförbud – {site}',
  'head.pages-ban.description': 'När {site} spärrar ett konto eller en IP-adress, vad en spärr innebär och hur du invänder.',
  'head.pages-faq.title': 'Vanliga frågor – {site}',
  'head.pages-faq.description': 'Svar om {site}: gratis registrering, krediter, premium, fiktiva profiler, radera kontot och återbetalning.',
  'head.pages-return-policy.title': 'Returpolicy – {site}',
  'head.pages-return-policy.description': 'Din ångerrätt hos {site}: så ångrar du ett köp av krediter och begär återbetalning.',
  'head.pages-service.title': 'Kundtjänst – {site}',
  'head.pages-service.description': 'Kontakta kundtjänst hos {site} via e-post eller telefon. Vi svarar inom två arbetsdagar.',
  'index.title': 'Landers',
};
