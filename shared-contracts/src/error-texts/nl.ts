/** Error texts in Dutch (the spec's texts verbatim). */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Er is een fout opgetreden, probeer het later opnieuw.',
  invalid_input: 'De ingevoerde gegevens zijn ongeldig.',
  required: 'Dit veld is verplicht.',
  too_long: 'Deze invoer is te lang.',
  body_too_large: 'De verzonden gegevens zijn te groot.',
  not_found: 'Niet gevonden.',
  swipe_limit: 'Je hebt vandaag al je {limit} likes gegeven. Morgen kun je weer liken.',
  age_range_invalid: 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.',
  auth_required: 'Log in om verder te gaan.',
  login_failed: 'Login mislukt, probeer opnieuw',
  login_blocked: 'Te veel pogingen: je account is {minutes} min geblokkeerd.',
  invalid_email: 'Ongeldige e-mail',
  name_is_email: 'Je naam mag niet gelijk zijn aan je e-mailadres.',
  name_starts_with_at: 'Je naam mag niet met @ beginnen.',
  date_of_birth_required: 'Vul uw geboortedatum in',
  too_young: 'Je moet {min_age}+ zijn om lid te worden.',
  password_too_short: 'Je wachtwoord moet minimaal {min} tekens hebben.',
  email_taken: 'Dit e-mailadres heeft al een account op deze site.',
  account_deleted: 'Er bestaat een verwijderd account met dit e-mailadres. Neem contact op met de klantenservice.',
  signup_closed: 'Aanmelden is op deze site alleen op uitnodiging mogelijk.',
  signup_traffic_source_only: 'Aanmelden is op deze site alleen mogelijk via een van onze partners.',
  email_not_found: 'E-mailadres niet gevonden',
  too_many_resets: 'probeer het morgen nog eens',
  passwords_differ: 'De opgegeven wachtwoorden zijn niet gelijk.',
  reset_link_invalid: 'Deze link om je wachtwoord te herstellen is verlopen of ongeldig. Vraag een nieuwe aan.',
  activation_failed: 'Activeren is mislukt: de link is verlopen of ongeldig.',
  old_password_wrong: 'Controleer je oude wachtwoord.',
  rate_limited: 'Te veel verzoeken, probeer het zo opnieuw.',
};

export default texts;
