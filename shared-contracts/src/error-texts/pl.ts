/** Error texts in Polish. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Wystąpił błąd, spróbuj ponownie później.',
  invalid_input: 'Wprowadzone dane są nieprawidłowe.',
  required: 'To pole jest wymagane.',
  too_long: 'Ten tekst jest za długi.',
  body_too_large: 'Wysłane dane są zbyt duże.',
  not_found: 'Nie znaleziono.',
  swipe_limit: 'Wykorzystano już dzisiejsze {limit} polubienia. Jutro możesz polubić ponownie.',
  age_range_invalid: 'Minimalny wiek nie może być wyższy niż maksymalny.',
  auth_required: 'Zaloguj się, aby kontynuować.',
  login_failed: 'Logowanie nie powiodło się, spróbuj ponownie',
  login_blocked: 'Zbyt wiele prób: Twoje konto jest zablokowane na {minutes} min.',
  invalid_email: 'Nieprawidłowy e-mail',
  name_is_email: 'Twoje imię nie może być takie samo jak adres e-mail.',
  name_starts_with_at: 'Twoje imię nie może zaczynać się od @.',
  date_of_birth_required: 'Podaj swoją datę urodzenia',
  too_young: 'Musisz mieć {min_age}+ lat, aby zostać członkiem.',
  password_too_short: 'Hasło musi mieć co najmniej {min} znaków.',
  email_taken: 'Ten adres e-mail ma już konto w tym serwisie.',
  account_deleted: 'Istnieje usunięte konto z tym adresem e-mail. Skontaktuj się z obsługą klienta.',
  signup_closed: 'Rejestracja w tym serwisie jest możliwa tylko na zaproszenie.',
  signup_traffic_source_only: 'Rejestracja w tym serwisie jest możliwa tylko przez jednego z naszych partnerów.',
  email_not_found: 'Nie znaleziono adresu e-mail',
  too_many_resets: 'spróbuj ponownie jutro',
  passwords_differ: 'Podane hasła nie są takie same.',
  reset_link_invalid: 'Ten link do resetowania hasła wygasł lub jest nieprawidłowy. Poproś o nowy.',
  activation_failed: 'Aktywacja nie powiodła się: link wygasł lub jest nieprawidłowy.',
  old_password_wrong: 'Sprawdź swoje stare hasło.',
  rate_limited: 'Zbyt wiele żądań, spróbuj ponownie za chwilę.',
};

export default texts;
