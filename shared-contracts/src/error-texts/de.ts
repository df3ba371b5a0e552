/** Error texts in German. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Ein Fehler ist aufgetreten, bitte versuche es später noch einmal.',
  invalid_input: 'Die eingegebenen Daten sind ungültig.',
  required: 'Dieses Feld ist erforderlich.',
  too_long: 'Diese Eingabe ist zu lang.',
  body_too_large: 'Die gesendeten Daten sind zu groß.',
  not_found: 'Nicht gefunden.',
  swipe_limit: 'Du hast heute bereits deine {limit} Likes vergeben. Morgen kannst du wieder liken.',
  age_range_invalid: 'Das Mindestalter darf nicht höher sein als das Höchstalter.',
  auth_required: 'Bitte melde dich an, um fortzufahren.',
  login_failed: 'Anmeldung fehlgeschlagen, bitte versuche es erneut',
  login_blocked: 'Zu viele Versuche: dein Konto ist für {minutes} Min. gesperrt.',
  invalid_email: 'Ungültige E-Mail-Adresse',
  name_is_email: 'Dein Name darf nicht deine E-Mail-Adresse sein.',
  name_starts_with_at: 'Dein Name darf nicht mit @ beginnen.',
  date_of_birth_required: 'Gib dein Geburtsdatum ein',
  too_young: 'Du musst {min_age}+ sein, um Mitglied zu werden.',
  password_too_short: 'Dein Passwort muss mindestens {min} Zeichen haben.',
  email_taken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto auf dieser Seite.',
  account_deleted: 'Mit dieser E-Mail-Adresse existiert ein gelöschtes Konto. Bitte wende dich an den Kundenservice.',
  signup_closed: 'Die Anmeldung auf dieser Seite ist nur auf Einladung möglich.',
  signup_traffic_source_only: 'Die Anmeldung auf dieser Seite ist nur über einen unserer Partner möglich.',
  email_not_found: 'E-Mail-Adresse nicht gefunden',
  too_many_resets: 'bitte versuche es morgen noch einmal',
  passwords_differ: 'Die eingegebenen Passwörter stimmen nicht überein.',
  reset_link_invalid: 'Dieser Link zum Zurücksetzen ist abgelaufen oder ungültig. Bitte fordere einen neuen an.',
  activation_failed: 'Die Aktivierung ist fehlgeschlagen: der Link ist abgelaufen oder ungültig.',
  old_password_wrong: 'Überprüfe dein altes Passwort.',
  rate_limited: 'Zu viele Anfragen, bitte versuche es gleich noch einmal.',
};

export default texts;
