/** Error texts in Danish. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Der opstod en fejl, prøv igen senere.',
  invalid_input: 'De indtastede oplysninger er ugyldige.',
  required: 'Dette felt er påkrævet.',
  too_long: 'Dette input er for langt.',
  body_too_large: 'De sendte data er for store.',
  not_found: 'Ikke fundet.',
  swipe_limit: 'Du har brugt dine {limit} likes for i dag. Du kan like igen i morgen.',
  age_range_invalid: 'Minimumsalderen må ikke være højere end maksimumsalderen.',
  auth_required: 'Log ind for at fortsætte.',
  login_failed: 'Login mislykkedes, prøv igen',
  login_blocked: 'For mange forsøg: din konto er spærret i {minutes} min.',
  invalid_email: 'Ugyldig e-mail',
  name_is_email: 'Dit navn må ikke være det samme som din e-mailadresse.',
  name_starts_with_at: 'Dit navn må ikke starte med @.',
  date_of_birth_required: 'Indtast din fødselsdato',
  too_young: 'Du skal være {min_age}+ for at blive medlem.',
  password_too_short: 'Din adgangskode skal have mindst {min} tegn.',
  email_taken: 'Denne e-mailadresse har allerede en konto på dette site.',
  account_deleted: 'Der findes en slettet konto med denne e-mailadresse. Kontakt kundeservice.',
  signup_closed: 'Tilmelding på dette site sker kun efter invitation.',
  signup_traffic_source_only: 'Tilmelding på dette site er kun mulig via en af vores partnere.',
  email_not_found: 'E-mailadresse ikke fundet',
  too_many_resets: 'prøv igen i morgen',
  passwords_differ: 'De indtastede adgangskoder er ikke ens.',
  reset_link_invalid: 'Dette link til nulstilling er udløbet eller ugyldigt. Bed om et nyt.',
  activation_failed: 'Aktiveringen mislykkedes: linket er udløbet eller ugyldigt.',
  old_password_wrong: 'Kontrollér din gamle adgangskode.',
  rate_limited: 'For mange forespørgsler, prøv igen om lidt.',
};

export default texts;
