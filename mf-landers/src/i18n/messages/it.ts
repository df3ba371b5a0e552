/** it texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Questa pagina non esiste',
  'token.home': 'Torna alla pagina iniziale',
  'head.pages-terms.title': 'Condizioni generali – {site}',
  'head.pages-terms.description': 'Le condizioni di {site}: iscrizione, crediti e premium, profili fittizi, regole di condotta e recesso.',
  'head.pages-privacy.title': 'Informativa sulla privacy – {site}',
  'head.pages-privacy.description': 'Come {site} tratta i tuoi dati personali secondo il GDPR, per quanto tempo li conserviamo e quali diritti hai.',
  'head.pages-cookies.title': 'Cookie policy – {site}',
  'head.pages-cookies.description': 'Quali cookie e quale archiviazione locale usa {site} e perché: solo il necessario, nessun cookie di tracciamento di terzi.',
  'head.pages-ban.title': 'Divieto di accesso – {site}',
  'head.pages-ban.description': 'Quando {site} blocca un account o un indirizzo IP, cosa significa un blocco e come opporsi.',
  'head.pages-faq.title': 'Domande frequenti – {site}',
  'head.pages-faq.description': 'Risposte su {site}: iscrizione gratuita, crediti, premium, profili fittizi, eliminazione dell’account e rimborsi.',
  'head.pages-return-policy.title': 'Politica di reso – {site}',
  'head.pages-return-policy.description': 'Il tuo periodo di recesso su {site}: come annullare un acquisto di crediti e chiedere un rimborso.',
  'head.pages-service.title': 'Servizio clienti – {site}',
  'head.pages-service.description': 'Contatta il servizio clienti di {site} via e-mail o telefono. Rispondiamo entro due giorni lavorativi.',
  'index.title': 'Landers',
};
