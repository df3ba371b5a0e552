/** nb texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Denne siden finnes ikke',
  'token.home': 'Tilbake til forsiden',
  'head.pages-terms.title': 'Vilkår og betingelser – {site}',
  'head.pages-terms.description': 'Vilkårene for {site}: medlemskap, kreditter og premium, fiktive profiler, atferdsregler og oppsigelse.',
  'head.pages-privacy.title': 'Personvernerklæring – {site}',
  'head.pages-privacy.description': 'Hvordan {site} behandler personopplysningene dine etter GDPR, hvor lenge vi lagrer dem og hvilke rettigheter du har.',
  'head.pages-cookies.title': 'Retningslinjer for informasjonskapsler – {site}',
  'head.pages-cookies.description': 'Hvilke informasjonskapsler og hvilken lokal lagring {site} bruker og hvorfor: bare det nødvendige, ingen sporing fra tredjeparter.',
  'head.pages-ban.title': 'Tilgangsforbud – {site}',
  'head.pages-ban.description': 'Når {site} blokkerer en konto eller IP-adresse, hva en blokkering betyr og hvordan du klager.',
  'head.pages-faq.title': 'Ofte stilte spørsmål – {site}',
  'head.pages-faq.description': 'Svar om {site}: gratis registrering, kreditter, premium, fiktive profiler, sletting av konto og refusjon.',
  'head.pages-return-policy.title': 'Returpolicy – {site}',
  'head.pages-return-policy.description': 'Angreretten din hos {site}: slik angrer du et kjøp av kreditter og ber om refusjon.',
  'head.pages-service.title': 'Kundeservice – {site}',
  'head.pages-service.description': 'Kontakt kundeservice hos {site} på e-post eller telefon. Vi svarer innen to virkedager.',
  'index.title': 'Landers',
};
