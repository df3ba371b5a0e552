/** Error texts in Norwegian (Bokmål). */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Det oppstod en feil, prøv igjen senere.',
  invalid_input: 'De oppgitte opplysningene er ugyldige.',
  required: 'Dette feltet er påkrevd.',
  too_long: 'Denne teksten er for lang.',
  body_too_large: 'De sendte dataene er for store.',
  not_found: 'Ikke funnet.',
  auth_required: 'Logg inn for å fortsette.',
  login_failed: 'Innlogging mislyktes, prøv igjen',
  login_blocked: 'For mange forsøk: kontoen din er sperret i {minutes} min.',
  invalid_email: 'Ugyldig e-post',
  name_is_email: 'Navnet ditt kan ikke være det samme som e-postadressen din.',
  name_starts_with_at: 'Navnet ditt kan ikke starte med @.',
  date_of_birth_required: 'Fyll inn fødselsdatoen din',
  too_young: 'Du må være {min_age}+ for å bli medlem.',
  password_too_short: 'Passordet ditt må ha minst {min} tegn.',
  email_taken: 'Denne e-postadressen har allerede en konto på dette nettstedet.',
  account_deleted: 'Det finnes en slettet konto med denne e-postadressen. Kontakt kundeservice.',
  signup_closed: 'Registrering på dette nettstedet skjer kun etter invitasjon.',
  signup_traffic_source_only: 'Registrering på dette nettstedet er bare mulig via en av våre partnere.',
  email_not_found: 'E-postadressen ble ikke funnet',
  too_many_resets: 'prøv igjen i morgen',
  passwords_differ: 'Passordene du har oppgitt er ikke like.',
  reset_link_invalid: 'Denne lenken for tilbakestilling er utløpt eller ugyldig. Be om en ny.',
  activation_failed: 'Aktiveringen mislyktes: lenken er utløpt eller ugyldig.',
  old_password_wrong: 'Sjekk det gamle passordet ditt.',
  rate_limited: 'For mange forespørsler, prøv igjen om litt.',
  cross_site_request: 'Denne forespørselen kom fra et annet nettsted og ble avvist. Last inn siden på nytt og prøv igjen.',
  password_too_common: 'Dette passordet brukes for ofte. Velg et annet passord.',
  too_many_attempts: 'For mange mislykkede forsøk fra tilkoblingen din. Prøv igjen om {minutes} min.',
  login_slowed: 'Det forsøkes ofte å logge inn på denne kontoen. Vent {minutes} min og prøv igjen.',
  too_many_signups: 'Det er opprettet for mange kontoer fra tilkoblingen din. Prøv igjen om {minutes} min.',
  too_many_requests: 'For mange forespørsler fra tilkoblingen din. Prøv igjen om {minutes} min.',
};

export default texts;
