/** Danish company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Virksomhedsoplysninger',
    company: 'Virksomhed',
    address: 'Adresse',
    registration: 'Handelsregisternr. (KvK)',
    vat: 'Momsnummer',
    tradenames: 'Binavne',
    phone: 'Telefon',
    email: 'E-mail',
    version: 'Version',
  },
  pages: {
    terms: {
      title: 'Handelsbetingelser',
      intro: `${f.site} (${f.domain}) er en tjeneste fra ${f.company}, som fastsætter disse betingelser for brugen. Når du tilmelder dig, accepterer du dem. Version af ${f.termsDate}.`,
      sections: [
        { heading: '1. Tjenesten', paragraphs: [`${f.site} er en onlineplatform, hvor voksne møder hinanden og chatter. ${f.company} leverer tjenesten; der er ingen garanti for, at en kontakt lykkes.`] },
        { heading: '2. Medlemskab', paragraphs: [`Du skal være mindst ${f.minAge} år. Du giver korrekte oplysninger ved tilmelding, holder din adgangskode hemmelig og har kun én konto. Kontoen er personlig og kan ikke overdrages.`] },
        { heading: '3. Credits og premium', paragraphs: [`Beskeder, billeder og gaver koster credits; en besked koster ${f.messageCredits} credits. Du køber credits i pakker til den pris, der vises før betaling. Dit første køb gør dig til premiummedlem: du ser alle billeder og bruger alle premiumfunktioner. Credits er ikke penge, refunderes kun efter returpolitikken og bortfalder, når din konto slettes endeligt.`] },
        { heading: '4. Fiktive profiler', paragraphs: ['En del af profilerne er fiktive og drives af vores medarbejdere som underholdning. De er markeret med et symbol. Fysisk kontakt med fiktive profiler er ikke mulig, og der aftales ingen møder.'] },
        { heading: '5. Adfærdsregler', paragraphs: ['Du respekterer andre medlemmer. Ikke tilladt er blandt andet:'], list: ['chikane, trusler, diskrimination eller hadefulde ytringer', 'reklame, spam eller hvervning af medlemmer til andre tjenester', 'indhold med mindreårige eller indhold, du ikke har ret til at dele', 'at bede andre om betalingsoplysninger, telefonnumre eller adresser'] },
        { heading: '6. Opsigelse og sletning', paragraphs: [`Du kan til enhver tid slette din konto under indstillinger. Inden for ${f.deletionDays} dage kan du fortryde sletningen via linket i din e-mail; derefter slettes dine personoplysninger. Overtræder du betingelserne, kan vi blokere din konto (se Adgangsforbud).`] },
        { heading: '7. Ansvar', paragraphs: [`${f.company} er ikke ansvarlig for skade som følge af andre medlemmers adfærd eller midlertidig utilgængelighed, undtagen ved forsæt eller grov uagtsomhed. Dine lovbestemte forbrugerrettigheder berøres ikke.`] },
        { heading: '8. Lovvalg og klager', paragraphs: [`Betingelserne er underlagt lovgivningen i ${f.country}. Du kan klage via klageformularen eller til kundeservice (${f.email}); vi svarer inden for 14 dage. Du kan også bruge EU’s ODR-platform (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Privatlivspolitik',
      intro: `${f.company}, ${f.address}, ${f.city}, er dataansvarlig for behandlingen af dine personoplysninger på ${f.site} efter databeskyttelsesforordningen (GDPR).`,
      sections: [
        { heading: 'Hvilke oplysninger vi behandler', paragraphs: ['Vi behandler kun det, tjenesten har brug for:'], list: ['kontooplysninger: e-mailadresse, navn, fødselsdato, adgangskode (kun som hash)', 'profiloplysninger og billeder, som du selv indtaster eller uploader', 'beskeder, likes og blokeringer', 'køb og forbrug af credits', 'tekniske oplysninger: IP-adresse, browser, sprog og land'] },
        { heading: 'Formål og retsgrundlag', paragraphs: ['Vi bruger dine oplysninger til at opfylde aftalen med dig (konto, chat, betalinger), til at overholde lovkrav (bogføring, 7 år) og på grund af vores legitime interesse i sikkerhed og forebyggelse af misbrug. Nyhedsbreve og pushbeskeder sender vi kun med dit samtykke, som du altid kan trække tilbage.'] },
        { heading: 'Følsomme oplysninger', paragraphs: ['Din seksuelle orientering er en særlig kategori af personoplysninger. Du deler den frivilligt på din profil; vi bruger den kun til at vise din profil og lave søgeresultater.'] },
        { heading: 'Opbevaring', paragraphs: [`Når du har slettet din konto, opbevarer vi dine oplysninger i ${f.deletionDays} dage, så du kan genaktivere den; derefter sletter vi dem. Betalingsbilag gemmes så længe, loven kræver.`] },
        { heading: 'Modtagere', paragraphs: ['Vi deler kun oplysninger med databehandlere, der hjælper os (hosting, betalingsudbydere, e-mail), under en databehandleraftale, inden for EØS eller med passende garantier. Vi sælger aldrig dine oplysninger.'] },
        { heading: 'Dine rettigheder', paragraphs: [`Du har ret til indsigt, berigtigelse, sletning, begrænsning, dataportabilitet og indsigelse. Du kan selv downloade dine oplysninger under indstillinger eller skrive til ${f.email}. Du kan klage til den nederlandske databeskyttelsesmyndighed eller til Datatilsynet i dit eget land.`] },
      ],
    },
    cookies: {
      title: 'Cookiepolitik',
      intro: `${f.site} bruger så få cookies som muligt. Her kan du se hvilke og hvorfor.`,
      sections: [
        { heading: 'Nødvendige cookies', paragraphs: ['De får sitet til at fungere og kræver ikke samtykke:'], list: ['login-cookien (30 dage) holder dig logget ind; den indeholder en tilfældig nøgle, ingen personoplysninger', 'i18n_redirected (365 dage) husker dit sprog'] },
        { heading: 'Lokal lagring', paragraphs: ['I din browser husker vi, om du har lukket meddelelser, og hvis du kom via en annonce, hvor dit besøg kom fra (30 dage), så vi kan afregne korrekt med partnere.'] },
        { heading: 'Ingen sporingscookies fra tredjeparter', paragraphs: ['Vi sætter ingen reklame- eller analysecookies fra tredjeparter. Ændres det, beder vi først om dit samtykke.'] },
        { heading: 'Slet cookies', paragraphs: ['Du kan altid slette cookies i din browsers indstillinger. Du bliver så logget ud, og dit sprogvalg glemmes.'] },
      ],
    },
    ban: {
      title: 'Adgangsforbud',
      intro: `For at holde ${f.site} sikkert kan vi nægte medlemmer adgang. Her kan du læse hvornår, og hvad du så kan gøre.`,
      sections: [
        { heading: 'Hvornår vi blokerer', paragraphs: ['Vi blokerer en konto eller IP-adresse ved alvorlige eller gentagne overtrædelser af betingelserne, fx:'], list: [`brugere under ${f.minAge} år`, 'chikane, trusler eller hadefulde ytringer', 'spam, svindel eller reklame', 'betalingssvindel eller tilbageførsler uden grund', 'omgåelse af en tidligere blokering'] },
        { heading: 'Hvad en blokering betyder', paragraphs: ['Du kan ikke længere logge ind, og din profil er ikke synlig for nogen. Ubrugte credits bortfalder ved blokering på grund af svindel eller misbrug.'] },
        { heading: 'Gør indsigelse', paragraphs: [`Mener du, at vi har taget fejl? Skriv til ${f.email} inden for 30 dage med din e-mailadresse og en forklaring. Vi behandler din indsigelse inden for 14 dage.`] },
      ],
    },
    faq: {
      title: 'Ofte stillede spørgsmål',
      intro: `Svar på de spørgsmål, vi oftest får om ${f.site}.`,
      sections: [
        { heading: 'Er det gratis at tilmelde sig?', paragraphs: ['Ja. Det er gratis at tilmelde sig, lave en profil, søge og sende likes. Beskeder, billeder og gaver bruger credits.'] },
        { heading: 'Hvordan virker credits?', paragraphs: [`Du køber credits i pakker. En besked koster ${f.messageCredits} credits; billeder og gaver koster også credits. Du ser altid prisen først. Der er intet abonnement: du betaler kun for det, du køber.`] },
        { heading: 'Hvad er premium?', paragraphs: ['Dit første køb af credits gør dig til premiummedlem. Du ser så alle billeder uden sløring, kan uploade flere billeder og bruge alle funktioner uden begrænsning.'] },
        { heading: 'Er alle profiler ægte?', paragraphs: ['Nej. En del af profilerne er fiktive og drives af vores medarbejdere. De er markeret med et symbol. Du kan chatte med dem, men ikke mødes: fysisk kontakt er ikke mulig.'] },
        { heading: 'Hvordan sletter jeg min konto?', paragraphs: [`Gå til indstillinger og vælg "slet konto". Din konto skjules med det samme. Inden for ${f.deletionDays} dage kan du fortryde; derefter slettes dine oplysninger endeligt.`] },
        { heading: 'Kan jeg få mine penge tilbage?', paragraphs: [`Du har ${f.refundDays} dages fortrydelsesret på credits, du endnu ikke har brugt. Se returpolitikken.`] },
        { heading: 'Hvordan kontakter jeg kundeservice?', paragraphs: [`Skriv til ${f.email} eller ring på ${f.phone}. Vi svarer inden for to hverdage.`] },
      ],
    },
    'return-policy': {
      title: 'Returpolitik',
      intro: `Som forbruger i EU har du ret til at fortryde et køb på ${f.site}. Sådan gør du.`,
      sections: [
        { heading: 'Fortrydelsesfrist', paragraphs: [`Du kan fortryde et køb af credits inden for ${f.refundDays} dage efter betaling uden begrundelse, så længe du ikke har brugt credits fra pakken.`] },
        { heading: 'Delvist brugt', paragraphs: ['Når du bruger credits, beder du os levere tjenesten med det samme. Fortrydelsesretten bortfalder for brugte credits; den ubrugte del refunderer vi forholdsmæssigt.'] },
        { heading: 'Sådan beder du om refusion', paragraphs: [`Skriv til ${f.email} med din e-mailadresse og købsdatoen, eller brug EU’s standardformular til fortrydelse. Vi refunderer inden for 14 dage via samme betalingsmetode.`] },
        { heading: 'Bagefter', paragraphs: [`Efter ${f.refundDays} dage er køb endelige. Har en teknisk fejl kostet dig credits, giver vi dem altid tilbage: kontakt kundeservice.`] },
      ],
    },
    service: {
      title: 'Kundeservice',
      intro: `Spørgsmål om din konto, betalinger eller en profil? Kundeservice hos ${f.site} hjælper gerne.`,
      sections: [
        { heading: 'Kontakt', paragraphs: [`E-mail: ${f.email}`, `Telefon: ${f.phone} (hverdage 9.00–17.00)`, `Post: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Svartid', paragraphs: ['Vi besvarer e-mails inden for to hverdage. Oplys din kontos e-mailadresse, så hjælper vi dig hurtigere.'] },
        { heading: 'Anmeld en profil', paragraphs: ['Ser du en profil, der ikke er i orden? Brug anmeld-knappen på profilen eller klageformularen. Vi ser på hver anmeldelse.'] },
      ],
    },
  },
});
