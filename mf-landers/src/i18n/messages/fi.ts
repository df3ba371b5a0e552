/** fi texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Tätä sivua ei ole',
  'token.home': 'Takaisin etusivulle',
  'head.pages-terms.title': 'Käyttöehdot – {site}',
  'head.pages-terms.description': 'Palvelun {site} ehdot: jäsenyys, krediitit ja premium, kuvitteelliset profiilit, käytössäännöt ja irtisanominen.',
  'head.pages-privacy.title': 'Tietosuojaseloste – {site}',
  'head.pages-privacy.description': 'Miten {site} käsittelee henkilötietojasi GDPR:n mukaan, kuinka kauan säilytämme niitä ja mitä oikeuksia sinulla on.',
  'head.pages-cookies.title': 'Evästekäytäntö – {site}',
  'head.pages-cookies.description': 'Mitä evästeitä ja paikallista tallennusta {site} käyttää ja miksi: vain välttämättömät, ei kolmansien osapuolten seurantaevästeitä.',
  'head.pages-ban.title': 'Käyttökielto – {site}',
  'head.pages-ban.description': 'Milloin {site} estää tilin tai IP-osoitteen, mitä esto tarkoittaa ja miten voit vastustaa sitä.',
  'head.pages-faq.title': 'Usein kysytyt kysymykset – {site}',
  'head.pages-faq.description': 'Vastauksia palvelusta {site}: maksuton rekisteröityminen, krediitit, premium, kuvitteelliset profiilit, tilin poisto ja hyvitykset.',
  'head.pages-return-policy.title': 'Palautuskäytäntö – {site}',
  'head.pages-return-policy.description': 'Peruutusoikeutesi palvelussa {site}: näin perut krediittiostoksen ja pyydät hyvityksen.',
  'head.pages-service.title': 'Asiakaspalvelu – {site}',
  'head.pages-service.description': 'Ota yhteyttä palvelun {site} asiakaspalveluun sähköpostilla tai puhelimitse. Vastaamme kahden arkipäivän kuluessa.',
  'index.title': 'Landers',
};
