/** Error texts in Italian. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Si è verificato un errore, riprova più tardi.',
  invalid_input: 'I dati inseriti non sono validi.',
  required: 'Questo campo è obbligatorio.',
  too_long: 'Questo testo è troppo lungo.',
  body_too_large: 'I dati inviati sono troppo grandi.',
  not_found: 'Non trovato.',
  swipe_limit: 'Hai già usato i tuoi {limit} like di oggi. Potrai mettere di nuovo like domani.',
  age_range_invalid: "L'età minima non può essere superiore all'età massima.",
  auth_required: 'Accedi per continuare.',
  login_failed: 'Accesso non riuscito, riprova',
  login_blocked: 'Troppi tentativi: il tuo account è bloccato per {minutes} min.',
  invalid_email: 'E-mail non valida',
  name_is_email: 'Il tuo nome non può essere uguale al tuo indirizzo e-mail.',
  name_starts_with_at: 'Il tuo nome non può iniziare con @.',
  date_of_birth_required: 'Inserisci la tua data di nascita',
  too_young: 'Devi avere {min_age}+ anni per diventare membro.',
  password_too_short: 'La password deve avere almeno {min} caratteri.',
  email_taken: 'Questo indirizzo e-mail ha già un account su questo sito.',
  account_deleted: 'Esiste un account eliminato con questo indirizzo e-mail. Contatta il servizio clienti.',
  signup_closed: "L'iscrizione a questo sito è solo su invito.",
  signup_traffic_source_only: "L'iscrizione a questo sito è possibile solo tramite uno dei nostri partner.",
  email_not_found: 'Indirizzo e-mail non trovato',
  too_many_resets: 'riprova domani',
  passwords_differ: 'Le password inserite non coincidono.',
  reset_link_invalid: 'Questo link per reimpostare la password è scaduto o non valido. Richiedine uno nuovo.',
  activation_failed: "L'attivazione non è riuscita: il link è scaduto o non valido.",
  old_password_wrong: 'Controlla la tua vecchia password.',
  rate_limited: 'Troppe richieste, riprova tra poco.',
};

export default texts;
