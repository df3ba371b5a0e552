/** Finnish company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Yrityksen tiedot',
    company: 'Yritys',
    address: 'Osoite',
    registration: 'Kaupparekisterinumero (KvK)',
    vat: 'ALV-numero',
    tradenames: 'Aputoiminimet',
    phone: 'Puhelin',
    email: 'Sähköposti',
    version: 'Versio',
  },
  pages: {
    terms: {
      title: 'Käyttöehdot',
      intro: `${f.site} (${f.domain}) on palvelu, jonka tarjoaa ${f.company}; se määrittää nämä käyttöehdot. Rekisteröitymällä hyväksyt ne. Versio ${f.termsDate}.`,
      sections: [
        { heading: '1. Palvelu', paragraphs: [`${f.site} on verkkopalvelu, jossa aikuiset tutustuvat toisiinsa ja chattailevat. Palvelun tarjoaa ${f.company}; yhteydenpidon onnistumista ei taata.`] },
        { heading: '2. Jäsenyys', paragraphs: [`Sinun on oltava vähintään ${f.minAge}-vuotias. Annat rekisteröityessäsi oikeat tiedot, pidät salasanasi salassa ja sinulla on vain yksi tili. Tili on henkilökohtainen eikä sitä voi siirtää.`] },
        { heading: '3. Krediitit ja premium', paragraphs: [`Viestit, kuvat ja lahjat maksavat krediittejä; viesti maksaa ${f.messageCredits} krediittiä. Ostat krediittejä paketteina hintaan, joka näytetään ennen maksua. Ensimmäinen ostoksesi tekee sinusta premium-jäsenen: näet kaikki kuvat ja käytät kaikkia premium-toimintoja. Krediitit eivät ole rahaa, niitä hyvitetään vain palautuskäytännön mukaan ja ne raukeavat, kun tilisi poistetaan lopullisesti.`] },
        { heading: '4. Kuvitteelliset profiilit', paragraphs: ['Osa profiileista on kuvitteellisia, ja niitä ylläpitää henkilökuntamme viihteeksi. Ne on merkitty symbolilla. Fyysinen tapaaminen kuvitteellisten profiilien kanssa ei ole mahdollista, eikä tapaamisia sovita.'] },
        { heading: '5. Käytössäännöt', paragraphs: ['Kunnioitat muita jäseniä. Kiellettyä on muun muassa:'], list: ['häirintä, uhkailu, syrjintä tai vihapuhe', 'mainonta, roskaposti tai jäsenten houkuttelu muihin palveluihin', 'alaikäisiä koskeva sisältö tai sisältö, jota sinulla ei ole oikeutta jakaa', 'maksutietojen, puhelinnumeroiden tai osoitteiden kysyminen muilta'] },
        { heading: '6. Irtisanominen ja poistaminen', paragraphs: [`Voit poistaa tilisi milloin tahansa asetuksista. ${f.deletionDays} päivän kuluessa voit perua poiston sähköpostisi linkillä; sen jälkeen henkilötietosi poistetaan. Jos rikot näitä ehtoja, voimme estää tilisi (ks. Käyttökielto).`] },
        { heading: '7. Vastuu', paragraphs: [`${f.company} ei vastaa vahingoista, jotka johtuvat muiden jäsenten toiminnasta tai palvelun tilapäisestä käyttökatkosta, paitsi tahallisuuden tai törkeän huolimattomuuden tapauksessa. Lakisääteiset kuluttajaoikeutesi säilyvät.`] },
        { heading: '8. Sovellettava laki ja valitukset', paragraphs: [`Näihin ehtoihin sovelletaan maan ${f.country} lakia. Voit tehdä valituksen valituslomakkeella tai asiakaspalveluun (${f.email}); vastaamme 14 päivän kuluessa. Voit myös käyttää EU:n ODR-verkkoalustaa (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Tietosuojaseloste',
      intro: `${f.company}, ${f.address}, ${f.city}, on rekisterinpitäjä, joka käsittelee henkilötietojasi palvelussa ${f.site} yleisen tietosuoja-asetuksen (GDPR) mukaisesti.`,
      sections: [
        { heading: 'Mitä tietoja käsittelemme', paragraphs: ['Käsittelemme vain sitä, mitä palvelu tarvitsee:'], list: ['tilitiedot: sähköpostiosoite, nimi, syntymäaika, salasana (vain tiivisteenä)', 'profiilitiedot ja kuvat, jotka itse täytät tai lataat', 'viestit, tykkäykset ja estot', 'ostot ja krediittien käyttö', 'tekniset tiedot: IP-osoite, selain, kieli ja maa'] },
        { heading: 'Käyttötarkoitukset ja oikeusperusteet', paragraphs: ['Käytämme tietojasi sopimuksen täyttämiseen kanssasi (tili, chat, maksut), lakisääteisten velvoitteiden täyttämiseen (kirjanpito, 7 vuotta) sekä oikeutetun etumme perusteella turvallisuuden ja väärinkäytösten estämiseksi. Uutiskirjeitä ja push-ilmoituksia lähetämme vain suostumuksellasi, jonka voit perua milloin tahansa.'] },
        { heading: 'Arkaluonteiset tiedot', paragraphs: ['Seksuaalinen suuntautumisesi on erityinen henkilötietoryhmä. Jaat sen vapaaehtoisesti profiilissasi; käytämme sitä vain profiilisi näyttämiseen ja hakutulosten muodostamiseen.'] },
        { heading: 'Säilytysajat', paragraphs: [`Kun olet poistanut tilisi, säilytämme tietojasi vielä ${f.deletionDays} päivää, jotta voit aktivoida tilin uudelleen; sen jälkeen poistamme ne. Maksutositteet säilytetään lain vaatiman ajan.`] },
        { heading: 'Vastaanottajat', paragraphs: ['Jaamme tietoja vain meitä auttaville käsittelijöille (palvelinpalvelut, maksunvälittäjät, sähköposti) käsittelysopimuksen nojalla, Euroopan talousalueella tai asianmukaisin suojatoimin. Emme koskaan myy tietojasi.'] },
        { heading: 'Oikeutesi', paragraphs: [`Sinulla on oikeus tarkastaa, oikaista ja poistaa tietosi, rajoittaa käsittelyä, siirtää tiedot ja vastustaa käsittelyä. Voit ladata tietosi itse asetuksista tai lähettää pyynnön osoitteeseen ${f.email}. Voit tehdä valituksen Alankomaiden tietosuojaviranomaiselle tai oman maasi valvontaviranomaiselle.`] },
      ],
    },
    cookies: {
      title: 'Evästekäytäntö',
      intro: `${f.site} käyttää mahdollisimman vähän evästeitä. Tässä kerromme mitä ja miksi.`,
      sections: [
        { heading: 'Välttämättömät evästeet', paragraphs: ['Ne pitävät sivuston toiminnassa eivätkä vaadi suostumusta:'], list: ['kirjautumiseväste (30 päivää) pitää sinut kirjautuneena; se sisältää satunnaisen avaimen, ei henkilötietoja', 'i18n_redirected (365 päivää) muistaa kielesi'] },
        { heading: 'Paikallinen tallennus', paragraphs: ['Selaimeesi tallennamme, oletko sulkenut ilmoituksia, ja jos tulit mainoksen kautta, mistä käyntisi tuli (30 päivää), jotta voimme tilittää kumppaneille oikein.'] },
        { heading: 'Ei kolmansien osapuolten seurantaevästeitä', paragraphs: ['Emme käytä kolmansien osapuolten mainos- tai analytiikkaevästeitä. Jos tämä muuttuu, pyydämme ensin suostumuksesi.'] },
        { heading: 'Evästeiden poistaminen', paragraphs: ['Voit aina poistaa evästeet selaimesi asetuksista. Sinut kirjataan silloin ulos ja kielivalintasi unohtuu.'] },
      ],
    },
    ban: {
      title: 'Käyttökielto',
      intro: `Pitääksemme palvelun ${f.site} turvallisena voimme evätä jäseniltä pääsyn. Tässä kerromme milloin ja mitä voit silloin tehdä.`,
      sections: [
        { heading: 'Milloin estämme', paragraphs: ['Estämme tilin tai IP-osoitteen vakavista tai toistuvista ehtojen rikkomuksista, kuten:'], list: [`alle ${f.minAge}-vuotiaat käyttäjät`, 'häirintä, uhkailu tai vihapuhe', 'roskaposti, huijaukset tai mainonta', 'maksupetokset tai perusteettomat takaisinveloitukset', 'aiemman eston kiertäminen'] },
        { heading: 'Mitä esto tarkoittaa', paragraphs: ['Et voi enää kirjautua, eikä profiilisi näy kenellekään. Käyttämättömät krediitit raukeavat, jos esto johtuu petoksesta tai väärinkäytöstä.'] },
        { heading: 'Vastustaminen', paragraphs: [`Luuletko, että teimme virheen? Kirjoita 30 päivän kuluessa osoitteeseen ${f.email} ja kerro sähköpostiosoitteesi ja perustelusi. Käsittelemme asian 14 päivän kuluessa.`] },
      ],
    },
    faq: {
      title: 'Usein kysytyt kysymykset',
      intro: `Vastaukset yleisimpiin kysymyksiin palvelusta ${f.site}.`,
      sections: [
        { heading: 'Onko rekisteröityminen maksutonta?', paragraphs: ['Kyllä. Rekisteröityminen, profiilin luominen, haku ja tykkäysten lähettäminen ovat maksuttomia. Viestit, kuvat ja lahjat käyttävät krediittejä.'] },
        { heading: 'Miten krediitit toimivat?', paragraphs: [`Ostat krediittejä paketteina. Viesti maksaa ${f.messageCredits} krediittiä; myös kuvat ja lahjat maksavat krediittejä. Näet aina hinnan etukäteen. Tilausta ei ole: maksat vain ostamastasi.`] },
        { heading: 'Mikä on premium?', paragraphs: ['Ensimmäinen krediittiostoksesi tekee sinusta premium-jäsenen. Näet silloin kaikki kuvat ilman sumennusta, voit ladata enemmän kuvia ja käyttää kaikkia toimintoja rajoituksetta.'] },
        { heading: 'Ovatko kaikki profiilit aitoja?', paragraphs: ['Eivät. Osa profiileista on kuvitteellisia, ja niitä ylläpitää henkilökuntamme. Ne on merkitty symbolilla. Voit chattailla niiden kanssa, mutta et tavata: fyysinen kontakti ei ole mahdollinen.'] },
        { heading: 'Miten poistan tilini?', paragraphs: [`Mene asetuksiin ja valitse ”poista tili”. Tilisi piilotetaan heti. ${f.deletionDays} päivän kuluessa voit perua poiston; sen jälkeen tietosi poistetaan lopullisesti.`] },
        { heading: 'Saanko rahani takaisin?', paragraphs: [`Sinulla on ${f.refundDays} päivän peruutusoikeus krediitteihin, joita et ole vielä käyttänyt. Katso palautuskäytäntö.`] },
        { heading: 'Miten tavoitan asiakaspalvelun?', paragraphs: [`Kirjoita osoitteeseen ${f.email} tai soita numeroon ${f.phone}. Vastaamme kahden arkipäivän kuluessa.`] },
      ],
    },
    'return-policy': {
      title: 'Palautuskäytäntö',
      intro: `Kuluttajana EU:ssa sinulla on oikeus perua ostos palvelussa ${f.site}. Näin se toimii.`,
      sections: [
        { heading: 'Peruutusaika', paragraphs: [`Voit perua krediittiostoksen ${f.refundDays} päivän kuluessa maksusta ilman perusteluja, kunhan et ole käyttänyt paketin krediittejä.`] },
        { heading: 'Osittain käytetty', paragraphs: ['Käyttämällä krediittejä pyydät meitä toimittamaan palvelun heti. Peruutusoikeus päättyy käytettyjen krediittien osalta; käyttämättömän osan hyvitämme suhteellisesti.'] },
        { heading: 'Näin pyydät hyvitystä', paragraphs: [`Kirjoita osoitteeseen ${f.email} ja kerro sähköpostiosoitteesi ja ostopäivä, tai käytä EU:n mallia peruuttamislomakkeesta. Hyvitämme 14 päivän kuluessa samalla maksutavalla.`] },
        { heading: 'Sen jälkeen', paragraphs: [`${f.refundDays} päivän jälkeen ostot ovat lopullisia. Jos tekninen vika maksoi sinulle krediittejä, palautamme ne aina: ota yhteyttä asiakaspalveluun.`] },
      ],
    },
    service: {
      title: 'Asiakaspalvelu',
      intro: `Kysyttävää tilistä, maksuista tai profiilista? Palvelun ${f.site} asiakaspalvelu auttaa mielellään.`,
      sections: [
        { heading: 'Yhteystiedot', paragraphs: [`Sähköposti: ${f.email}`, `Puhelin: ${f.phone} (arkisin 9.00–17.00)`, `Postiosoite: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Vastausaika', paragraphs: ['Vastaamme sähköposteihin kahden arkipäivän kuluessa. Kerro tilisi sähköpostiosoite, niin autamme nopeammin.'] },
        { heading: 'Profiilin ilmoittaminen', paragraphs: ['Näetkö epäilyttävän profiilin? Käytä profiilin ilmoituspainiketta tai valituslomaketta. Käsittelemme jokaisen ilmoituksen.'] },
      ],
    },
  },
});
