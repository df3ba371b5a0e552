/** Error texts in Norwegian (Bokmål). */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Det oppstod en feil, prøv igjen senere.',
  invalid_input: 'De oppgitte opplysningene er ugyldige.',
  required: 'Dette feltet er påkrevd.',
  too_long: 'Denne teksten er for lang.',
  body_too_large: 'De sendte dataene er for store.',
  not_found: 'Ikke funnet.',
  swipe_limit: 'Du har brukt dagens {limit} likes. Du kan like igjen i morgen.',
  age_range_invalid: 'Minstealderen kan ikke være høyere enn maksimumsalderen.',
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
};

export default texts;
