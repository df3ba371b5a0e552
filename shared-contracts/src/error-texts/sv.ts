/** Error texts in Swedish. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Ett fel uppstod, försök igen senare.',
  invalid_input: 'De angivna uppgifterna är ogiltiga.',
  required: 'Detta fält är obligatoriskt.',
  too_long: 'Den här texten är för lång.',
  body_too_large: 'De skickade uppgifterna är för stora.',
  not_found: 'Hittades inte.',
  swipe_limit: 'Du har använt dagens {limit} likes. Du kan gilla igen i morgon.',
  age_range_invalid: 'Minimiåldern får inte vara högre än maxåldern.',
  auth_required: 'Logga in för att fortsätta.',
  login_failed: 'Inloggningen misslyckades, försök igen',
  login_blocked: 'För många försök: ditt konto är spärrat i {minutes} min.',
  invalid_email: 'Ogiltig e-postadress',
  name_is_email: 'Ditt namn får inte vara samma som din e-postadress.',
  name_starts_with_at: 'Ditt namn får inte börja med @.',
  date_of_birth_required: 'Fyll i ditt födelsedatum',
  too_young: 'Du måste vara {min_age}+ för att bli medlem.',
  password_too_short: 'Ditt lösenord måste ha minst {min} tecken.',
  email_taken: 'Den här e-postadressen har redan ett konto på den här webbplatsen.',
  account_deleted: 'Det finns ett raderat konto med den här e-postadressen. Kontakta kundtjänst.',
  signup_closed: 'Registrering på den här webbplatsen sker endast via inbjudan.',
  signup_traffic_source_only: 'Registrering på den här webbplatsen är bara möjlig via någon av våra partner.',
  email_not_found: 'E-postadressen hittades inte',
  too_many_resets: 'försök igen i morgon',
  passwords_differ: 'De angivna lösenorden är inte likadana.',
  reset_link_invalid: 'Den här återställningslänken har gått ut eller är ogiltig. Begär en ny.',
  activation_failed: 'Aktiveringen misslyckades: länken har gått ut eller är ogiltig.',
  old_password_wrong: 'Kontrollera ditt gamla lösenord.',
  rate_limited: 'För många förfrågningar, försök igen om en stund.',
};

export default texts;
