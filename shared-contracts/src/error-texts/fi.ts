/** Error texts in Finnish. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'Tapahtui virhe, yritä myöhemmin uudelleen.',
  invalid_input: 'Annetut tiedot eivät kelpaa.',
  required: 'Tämä kenttä on pakollinen.',
  too_long: 'Tämä syöte on liian pitkä.',
  body_too_large: 'Lähetetyt tiedot ovat liian suuria.',
  not_found: 'Ei löytynyt.',
  swipe_limit: 'Olet käyttänyt tämän päivän {limit} tykkäystäsi. Voit tykätä taas huomenna.',
  age_range_invalid: 'Vähimmäisikä ei voi olla suurempi kuin enimmäisikä.',
  auth_required: 'Kirjaudu sisään jatkaaksesi.',
  login_failed: 'Kirjautuminen epäonnistui, yritä uudelleen',
  login_blocked: 'Liian monta yritystä: tilisi on estetty {minutes} min ajaksi.',
  invalid_email: 'Virheellinen sähköposti',
  name_is_email: 'Nimesi ei voi olla sama kuin sähköpostiosoitteesi.',
  name_starts_with_at: 'Nimesi ei voi alkaa @-merkillä.',
  date_of_birth_required: 'Anna syntymäaikasi',
  too_young: 'Sinun on oltava {min_age}+ liittyäksesi jäseneksi.',
  password_too_short: 'Salasanassa on oltava vähintään {min} merkkiä.',
  email_taken: 'Tällä sähköpostiosoitteella on jo tili tällä sivustolla.',
  account_deleted: 'Tällä sähköpostiosoitteella on poistettu tili. Ota yhteyttä asiakaspalveluun.',
  signup_closed: 'Tälle sivustolle voi liittyä vain kutsusta.',
  signup_traffic_source_only: 'Tälle sivustolle voi liittyä vain kumppaniemme kautta.',
  email_not_found: 'Sähköpostiosoitetta ei löytynyt',
  too_many_resets: 'yritä huomenna uudelleen',
  passwords_differ: 'Antamasi salasanat eivät täsmää.',
  reset_link_invalid: 'Tämä salasanan palautuslinkki on vanhentunut tai virheellinen. Pyydä uusi.',
  activation_failed: 'Aktivointi epäonnistui: linkki on vanhentunut tai virheellinen.',
  old_password_wrong: 'Tarkista vanha salasanasi.',
  rate_limited: 'Liian monta pyyntöä, yritä hetken päästä uudelleen.',
};

export default texts;
