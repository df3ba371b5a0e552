/** Dutch company pages: the reference every other locale follows section by section. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Bedrijfsgegevens',
    company: 'Bedrijf',
    address: 'Adres',
    registration: 'KvK-nummer',
    vat: 'Btw-nummer',
    tradenames: 'Handelsnamen',
    phone: 'Telefoon',
    email: 'E-mail',
    version: 'Versie',
  },
  pages: {
    terms: {
      title: 'Algemene voorwaarden',
      intro: `${f.site} (${f.domain}) is een dienst van ${f.company}, die deze voorwaarden vaststelt voor het gebruik ervan. Door je aan te melden ga je ermee akkoord. Versie van ${f.termsDate}.`,
      sections: [
        { heading: '1. De dienst', paragraphs: [`${f.site} is een online platform voor volwassenen om met elkaar in contact te komen en te chatten. ${f.company} biedt de dienst aan; het succes van contacten is niet gegarandeerd.`] },
        { heading: '2. Lidmaatschap', paragraphs: [`Je moet minimaal ${f.minAge} jaar oud zijn. Je geeft bij aanmelding juiste gegevens op, houdt je wachtwoord geheim en hebt maar één account. Je account is persoonlijk en niet overdraagbaar.`] },
        { heading: '3. Credits en premium', paragraphs: [`Berichten, foto's en cadeaus kosten credits; een bericht kost ${f.messageCredits} credits. Credits koop je in pakketten tegen de prijs die vóór betaling wordt getoond. Met je eerste aankoop word je premiumlid: je ziet alle foto's en gebruikt alle premiumfuncties. Credits zijn geen geld, worden niet terugbetaald behalve zoals beschreven in het retourbeleid, en vervallen wanneer je account definitief wordt verwijderd.`] },
        { heading: '4. Fictieve profielen', paragraphs: ['Een deel van de profielen is fictief en wordt beheerd door medewerkers voor entertainment. Deze profielen zijn gemarkeerd met een symbool. Met fictieve profielen is geen fysiek contact mogelijk en er worden geen afspraken gemaakt.'] },
        { heading: '5. Gedragsregels', paragraphs: ['Je respecteert andere leden. Niet toegestaan zijn onder meer:'], list: ['intimidatie, bedreiging, discriminatie of haatzaaien', 'reclame, spam of het werven van leden voor andere diensten', 'inhoud met minderjarigen of inhoud die je niet zelf mag delen', 'betaalgegevens, telefoonnummers of adressen vragen van anderen'] },
        { heading: '6. Opzeggen en verwijderen', paragraphs: [`Je kunt je account op elk moment verwijderen via je instellingen. Binnen ${f.deletionDays} dagen kun je de verwijdering ongedaan maken via de link in je e-mail; daarna worden je persoonsgegevens gewist. Bij overtreding van deze voorwaarden mogen wij je account blokkeren (zie Toegangsverbod).`] },
        { heading: '7. Aansprakelijkheid', paragraphs: [`${f.company} is niet aansprakelijk voor schade door het gedrag van andere leden of door tijdelijke onbeschikbaarheid van de dienst, behalve bij opzet of grove schuld. Je wettelijke rechten als consument blijven onverlet.`] },
        { heading: '8. Toepasselijk recht en klachten', paragraphs: [`Op deze voorwaarden is het recht van ${f.country} van toepassing. Klachten kun je indienen via het klachtenformulier of bij de klantenservice (${f.email}); we reageren binnen 14 dagen. Je kunt ook gebruikmaken van het Europese ODR-platform (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Privacyverklaring',
      intro: `${f.company}, ${f.address}, ${f.city}, is verantwoordelijk voor de verwerking van je persoonsgegevens op ${f.site} volgens de Algemene verordening gegevensbescherming (AVG).`,
      sections: [
        { heading: 'Welke gegevens we verwerken', paragraphs: ['We verwerken alleen wat nodig is voor de dienst:'], list: ['accountgegevens: e-mailadres, naam, geboortedatum, wachtwoord (alleen als hash)', "profielgegevens en foto's die je zelf invult of uploadt", 'berichten, likes en blokkades', 'aankopen en creditgebruik', 'technische gegevens: IP-adres, browser, taal en land'] },
        { heading: 'Waarom en op welke grondslag', paragraphs: ['We gebruiken je gegevens om de overeenkomst met je uit te voeren (account, chat, betalingen), om aan wettelijke plichten te voldoen (boekhouding, 7 jaar) en vanwege ons gerechtvaardigd belang bij beveiliging en het voorkomen van misbruik. Nieuwsbrieven en pushberichten sturen we alleen met je toestemming; die kun je altijd intrekken.'] },
        { heading: 'Gevoelige gegevens', paragraphs: ['Je seksuele voorkeur is een bijzonder persoonsgegeven. Je deelt die vrijwillig op je profiel; we gebruiken die alleen om je profiel te tonen en zoekresultaten te maken.'] },
        { heading: 'Bewaartermijnen', paragraphs: [`Na verwijdering van je account bewaren we je gegevens nog ${f.deletionDays} dagen zodat je je account kunt heractiveren; daarna wissen we ze. Betaalgegevens bewaren we zolang de wet dat eist.`] },
        { heading: 'Ontvangers', paragraphs: ['We delen gegevens alleen met verwerkers die ons helpen (hosting, betaalproviders, e-mail), onder een verwerkersovereenkomst, binnen de Europese Economische Ruimte of met passende waarborgen. We verkopen je gegevens nooit.'] },
        { heading: 'Je rechten', paragraphs: [`Je hebt recht op inzage, correctie, verwijdering, beperking, overdraagbaarheid en bezwaar. Je kunt je gegevens zelf downloaden in je instellingen of een verzoek sturen naar ${f.email}. Je kunt een klacht indienen bij de Autoriteit Persoonsgegevens of de toezichthouder in je eigen land.`] },
      ],
    },
    cookies: {
      title: 'Cookiebeleid',
      intro: `${f.site} gebruikt zo min mogelijk cookies. Hieronder staat welke en waarom.`,
      sections: [
        { heading: 'Noodzakelijke cookies', paragraphs: ['Deze zijn nodig om de site te laten werken en vragen geen toestemming:'], list: ['het inlogcookie (30 dagen) houdt je ingelogd; het bevat een willekeurige sleutel, geen persoonsgegevens', 'i18n_redirected (365 dagen) onthoudt je taal'] },
        { heading: 'Lokale opslag', paragraphs: ['In je browser onthouden we of je meldingen hebt weggeklikt en, als je via een advertentie kwam, de herkomstgegevens van je bezoek (30 dagen) zodat we partners correct kunnen afrekenen.'] },
        { heading: 'Geen trackingcookies van derden', paragraphs: ['We plaatsen geen advertentie- of analysecookies van derden. Als dat verandert, vragen we eerst je toestemming.'] },
        { heading: 'Cookies verwijderen', paragraphs: ['Je kunt cookies altijd verwijderen in de instellingen van je browser. Je wordt dan uitgelogd en je taalkeuze vervalt.'] },
      ],
    },
    ban: {
      title: 'Toegangsverbod',
      intro: `Om ${f.site} veilig te houden, kunnen we leden de toegang ontzeggen. Hier lees je wanneer en wat je dan kunt doen.`,
      sections: [
        { heading: 'Wanneer we blokkeren', paragraphs: ['We blokkeren een account of IP-adres bij ernstige of herhaalde overtreding van de algemene voorwaarden, zoals:'], list: [`gebruikers jonger dan ${f.minAge} jaar`, 'intimidatie, bedreiging of haatzaaien', 'spam, oplichting of reclame', 'betalingsfraude of terugboekingen zonder reden', 'het omzeilen van een eerdere blokkade'] },
        { heading: 'Wat een blokkade betekent', paragraphs: ['Je kunt niet meer inloggen en je profiel is voor niemand meer zichtbaar. Niet-gebruikte credits vervallen bij een blokkade wegens fraude of misbruik.'] },
        { heading: 'Bezwaar maken', paragraphs: [`Denk je dat we een fout hebben gemaakt? Stuur binnen 30 dagen een e-mail naar ${f.email} met je e-mailadres en uitleg. We beoordelen je bezwaar binnen 14 dagen.`] },
      ],
    },
    faq: {
      title: 'Veelgestelde vragen',
      intro: `Antwoorden op de vragen die we het vaakst krijgen over ${f.site}.`,
      sections: [
        { heading: 'Is aanmelden gratis?', paragraphs: ['Ja. Aanmelden, een profiel maken, zoeken en likes sturen is gratis. Voor berichten, foto\'s en cadeaus gebruik je credits.'] },
        { heading: 'Hoe werken credits?', paragraphs: [`Je koopt credits in pakketten. Een bericht kost ${f.messageCredits} credits; foto's en cadeaus kosten ook credits. Je ziet altijd vooraf wat iets kost. Er is geen abonnement: je betaalt alleen wat je koopt.`] },
        { heading: 'Wat is premium?', paragraphs: ['Met je eerste aankoop van credits word je premiumlid. Je ziet dan alle foto\'s zonder vervaging, kunt meer foto\'s uploaden en gebruikt alle functies zonder beperking.'] },
        { heading: 'Zijn alle profielen echt?', paragraphs: ['Nee. Een deel van de profielen is fictief en wordt beheerd door medewerkers. Ze zijn gemarkeerd met een symbool. Met deze profielen kun je chatten, maar niet afspreken: fysiek contact is niet mogelijk.'] },
        { heading: 'Hoe verwijder ik mijn account?', paragraphs: [`Ga naar je instellingen en kies "account verwijderen". Je account is meteen onzichtbaar. Binnen ${f.deletionDays} dagen kun je dat ongedaan maken; daarna worden je gegevens definitief gewist.`] },
        { heading: 'Kan ik mijn geld terugkrijgen?', paragraphs: [`Je hebt ${f.refundDays} dagen bedenktijd voor credits die je nog niet hebt gebruikt. Zie het retourbeleid.`] },
        { heading: 'Hoe bereik ik de klantenservice?', paragraphs: [`Mail naar ${f.email} of bel ${f.phone}. We antwoorden binnen twee werkdagen.`] },
      ],
    },
    'return-policy': {
      title: 'Retourbeleid',
      intro: `Als consument in de EU heb je het recht om een aankoop op ${f.site} te herroepen. Zo werkt dat.`,
      sections: [
        { heading: 'Bedenktijd', paragraphs: [`Je kunt een aankoop van credits binnen ${f.refundDays} dagen na betaling zonder opgaaf van reden herroepen, zolang je de credits uit dat pakket nog niet hebt gebruikt.`] },
        { heading: 'Gedeeltelijk gebruikt', paragraphs: ['Door credits te gebruiken vraag je ons de dienst direct te leveren. Voor gebruikte credits vervalt het herroepingsrecht; het niet-gebruikte deel betalen we naar verhouding terug.'] },
        { heading: 'Zo vraag je een terugbetaling aan', paragraphs: [`Stuur een e-mail naar ${f.email} met je e-mailadres en de datum van de aankoop, of gebruik het Europese modelformulier voor herroeping. We betalen binnen 14 dagen terug via dezelfde betaalmethode.`] },
        { heading: 'Daarna', paragraphs: [`Na ${f.refundDays} dagen zijn aankopen definitief. Bij een technische fout die credits kostte, zetten we die altijd terug: neem contact op met de klantenservice.`] },
      ],
    },
    service: {
      title: 'Klantenservice',
      intro: `Vragen over je account, betalingen of een profiel? De klantenservice van ${f.site} helpt je graag.`,
      sections: [
        { heading: 'Contact', paragraphs: [`E-mail: ${f.email}`, `Telefoon: ${f.phone} (werkdagen 9:00–17:00)`, `Post: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Reactietijd', paragraphs: ['We beantwoorden e-mails binnen twee werkdagen. Vermeld het e-mailadres van je account, dan helpen we je sneller.'] },
        { heading: 'Een profiel melden', paragraphs: ['Zie je een profiel dat niet deugt? Gebruik de meldknop op het profiel of het klachtenformulier. We bekijken iedere melding.'] },
      ],
    },
  },
});
