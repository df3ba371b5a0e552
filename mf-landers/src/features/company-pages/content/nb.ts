/** Norwegian (Bokmål) company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Selskapsopplysninger',
    company: 'Selskap',
    address: 'Adresse',
    registration: 'Handelsregisternr. (KvK)',
    vat: 'MVA-nummer',
    tradenames: 'Handelsnavn',
    phone: 'Telefon',
    email: 'E-post',
    version: 'Versjon',
  },
  pages: {
    terms: {
      title: 'Vilkår og betingelser',
      intro: `${f.site} (${f.domain}) er en tjeneste fra ${f.company}, som fastsetter disse vilkårene for bruken. Når du registrerer deg, godtar du dem. Versjon av ${f.termsDate}.`,
      sections: [
        { heading: '1. Tjenesten', paragraphs: [`${f.site} er en nettplattform der voksne møtes og chatter. ${f.company} leverer tjenesten; det er ingen garanti for at en kontakt lykkes.`] },
        { heading: '2. Medlemskap', paragraphs: [`Du må være minst ${f.minAge} år. Du oppgir riktige opplysninger ved registrering, holder passordet ditt hemmelig og har bare én konto. Kontoen er personlig og kan ikke overdras.`] },
        { heading: '3. Kreditter og premium', paragraphs: [`Meldinger, bilder og gaver koster kreditter; en melding koster ${f.messageCredits} kreditter. Du kjøper kreditter i pakker til prisen som vises før betaling. Ditt første kjøp gjør deg til premiummedlem: du ser alle bilder og bruker alle premiumfunksjoner. Kreditter er ikke penger, refunderes bare etter returpolicyen og bortfaller når kontoen slettes for godt.`] },
        { heading: '4. Fiktive profiler', paragraphs: ['En del av profilene er fiktive og drives av våre ansatte som underholdning. De er merket med et symbol. Fysisk kontakt med fiktive profiler er ikke mulig, og det avtales ingen møter.'] },
        { heading: '5. Atferdsregler', paragraphs: ['Du respekterer andre medlemmer. Ikke tillatt er blant annet:'], list: ['trakassering, trusler, diskriminering eller hatefulle ytringer', 'reklame, spam eller verving av medlemmer til andre tjenester', 'innhold med mindreårige eller innhold du ikke har rett til å dele', 'å be andre om betalingsopplysninger, telefonnumre eller adresser'] },
        { heading: '6. Oppsigelse og sletting', paragraphs: [`Du kan når som helst slette kontoen din under innstillinger. Innen ${f.deletionDays} dager kan du angre slettingen via lenken i e-posten din; deretter slettes personopplysningene dine. Bryter du vilkårene, kan vi sperre kontoen din (se Tilgangsforbud).`] },
        { heading: '7. Ansvar', paragraphs: [`${f.company} er ikke ansvarlig for skade som skyldes andre medlemmers atferd eller at tjenesten midlertidig er utilgjengelig, unntatt ved forsett eller grov uaktsomhet. Dine lovfestede forbrukerrettigheter berøres ikke.`] },
        { heading: '8. Lovvalg og klager', paragraphs: [`Vilkårene er underlagt lovgivningen i ${f.country}. Du kan klage via klageskjemaet eller til kundeservice (${f.email}); vi svarer innen 14 dager. Du kan også bruke EUs ODR-plattform (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Personvernerklæring',
      intro: `${f.company}, ${f.address}, ${f.city}, er behandlingsansvarlig for personopplysningene dine på ${f.site} etter personvernforordningen (GDPR).`,
      sections: [
        { heading: 'Hvilke opplysninger vi behandler', paragraphs: ['Vi behandler bare det tjenesten trenger:'], list: ['kontoopplysninger: e-postadresse, navn, fødselsdato, passord (bare som hash)', 'profilopplysninger og bilder du selv fyller inn eller laster opp', 'meldinger, likes og blokkeringer', 'kjøp og bruk av kreditter', 'tekniske opplysninger: IP-adresse, nettleser, språk og land'] },
        { heading: 'Formål og rettslig grunnlag', paragraphs: ['Vi bruker opplysningene dine for å oppfylle avtalen med deg (konto, chat, betalinger), for å oppfylle lovpålagte plikter (bokføring, 7 år) og ut fra vår berettigede interesse i sikkerhet og å hindre misbruk. Nyhetsbrev og pushvarsler sender vi bare med ditt samtykke, som du alltid kan trekke tilbake.'] },
        { heading: 'Sensitive opplysninger', paragraphs: ['Din seksuelle legning er en særlig kategori personopplysninger. Du deler den frivillig i profilen din; vi bruker den bare til å vise profilen din og lage søkeresultater.'] },
        { heading: 'Lagringstid', paragraphs: [`Etter at du har slettet kontoen, lagrer vi opplysningene i ${f.deletionDays} dager slik at du kan reaktivere den; deretter sletter vi dem. Betalingsbilag lagres så lenge loven krever.`] },
        { heading: 'Mottakere', paragraphs: ['Vi deler bare opplysninger med databehandlere som hjelper oss (drift, betalingsleverandører, e-post), under en databehandleravtale, innenfor EØS eller med egnede garantier. Vi selger aldri opplysningene dine.'] },
        { heading: 'Dine rettigheter', paragraphs: [`Du har rett til innsyn, retting, sletting, begrensning, dataportabilitet og å protestere. Du kan selv laste ned opplysningene dine under innstillinger eller skrive til ${f.email}. Du kan klage til det nederlandske datatilsynet eller til Datatilsynet i ditt eget land.`] },
      ],
    },
    cookies: {
      title: 'Retningslinjer for informasjonskapsler',
      intro: `${f.site} bruker så få informasjonskapsler som mulig. Her ser du hvilke og hvorfor.`,
      sections: [
        { heading: 'Nødvendige informasjonskapsler', paragraphs: ['De får nettstedet til å fungere og krever ikke samtykke:'], list: ['innloggingskapselen (30 dager) holder deg innlogget; den inneholder en tilfeldig nøkkel, ingen personopplysninger', 'i18n_redirected (365 dager) husker språket ditt'] },
        { heading: 'Lokal lagring', paragraphs: ['I nettleseren husker vi om du har lukket meldinger og, hvis du kom via en annonse, hvor besøket kom fra (30 dager), slik at vi kan gjøre opp riktig med partnere.'] },
        { heading: 'Ingen sporingskapsler fra tredjeparter', paragraphs: ['Vi setter ingen reklame- eller analysekapsler fra tredjeparter. Hvis det endres, ber vi først om samtykke.'] },
        { heading: 'Slette informasjonskapsler', paragraphs: ['Du kan alltid slette informasjonskapsler i nettleserens innstillinger. Du blir da logget ut, og språkvalget ditt glemmes.'] },
      ],
    },
    ban: {
      title: 'Tilgangsforbud',
      intro: `For å holde ${f.site} trygt kan vi nekte medlemmer tilgang. Her leser du når, og hva du da kan gjøre.`,
      sections: [
        { heading: 'Når vi sperrer', paragraphs: ['Vi sperrer en konto eller IP-adresse ved alvorlige eller gjentatte brudd på vilkårene, for eksempel:'], list: [`brukere under ${f.minAge} år`, 'trakassering, trusler eller hatefulle ytringer', 'spam, svindel eller reklame', 'betalingssvindel eller tilbakeføringer uten grunn', 'å omgå en tidligere sperring'] },
        { heading: 'Hva en sperring betyr', paragraphs: ['Du kan ikke lenger logge inn, og profilen din er ikke synlig for noen. Ubrukte kreditter bortfaller ved sperring på grunn av svindel eller misbruk.'] },
        { heading: 'Klage', paragraphs: [`Mener du at vi har tatt feil? Skriv til ${f.email} innen 30 dager med e-postadressen din og en forklaring. Vi behandler klagen innen 14 dager.`] },
      ],
    },
    faq: {
      title: 'Ofte stilte spørsmål',
      intro: `Svar på spørsmålene vi oftest får om ${f.site}.`,
      sections: [
        { heading: 'Er det gratis å registrere seg?', paragraphs: ['Ja. Det er gratis å registrere seg, lage en profil, søke og sende likes. Meldinger, bilder og gaver bruker kreditter.'] },
        { heading: 'Hvordan fungerer kreditter?', paragraphs: [`Du kjøper kreditter i pakker. En melding koster ${f.messageCredits} kreditter; bilder og gaver koster også kreditter. Du ser alltid prisen først. Det finnes ikke noe abonnement: du betaler bare for det du kjøper.`] },
        { heading: 'Hva er premium?', paragraphs: ['Ditt første kjøp av kreditter gjør deg til premiummedlem. Da ser du alle bilder uten uskarphet, kan laste opp flere bilder og bruke alle funksjoner uten begrensning.'] },
        { heading: 'Er alle profiler ekte?', paragraphs: ['Nei. En del av profilene er fiktive og drives av våre ansatte. De er merket med et symbol. Du kan chatte med dem, men ikke møtes: fysisk kontakt er ikke mulig.'] },
        { heading: 'Hvordan sletter jeg kontoen min?', paragraphs: [`Gå til innstillinger og velg «slett konto». Kontoen skjules med én gang. Innen ${f.deletionDays} dager kan du angre; deretter slettes opplysningene dine for godt.`] },
        { heading: 'Kan jeg få pengene tilbake?', paragraphs: [`Du har ${f.refundDays} dagers angrerett på kreditter du ennå ikke har brukt. Se returpolicyen.`] },
        { heading: 'Hvordan når jeg kundeservice?', paragraphs: [`Skriv til ${f.email} eller ring ${f.phone}. Vi svarer innen to virkedager.`] },
      ],
    },
    'return-policy': {
      title: 'Returpolicy',
      intro: `Som forbruker i EØS har du rett til å angre et kjøp på ${f.site}. Slik fungerer det.`,
      sections: [
        { heading: 'Angrefrist', paragraphs: [`Du kan angre et kjøp av kreditter innen ${f.refundDays} dager etter betaling uten å oppgi grunn, så lenge du ikke har brukt kredittene i pakken.`] },
        { heading: 'Delvis brukt', paragraphs: ['Når du bruker kreditter, ber du oss levere tjenesten med én gang. Angreretten faller bort for brukte kreditter; den ubrukte delen refunderer vi forholdsmessig.'] },
        { heading: 'Slik ber du om refusjon', paragraphs: [`Skriv til ${f.email} med e-postadressen din og kjøpsdatoen, eller bruk EUs standard angreskjema. Vi refunderer innen 14 dager med samme betalingsmåte.`] },
        { heading: 'Etterpå', paragraphs: [`Etter ${f.refundDays} dager er kjøp endelige. Har en teknisk feil kostet deg kreditter, gir vi dem alltid tilbake: kontakt kundeservice.`] },
      ],
    },
    service: {
      title: 'Kundeservice',
      intro: `Spørsmål om kontoen din, betalinger eller en profil? Kundeservice hos ${f.site} hjelper deg gjerne.`,
      sections: [
        { heading: 'Kontakt', paragraphs: [`E-post: ${f.email}`, `Telefon: ${f.phone} (hverdager 9.00–17.00)`, `Post: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Svartid', paragraphs: ['Vi svarer på e-post innen to virkedager. Oppgi e-postadressen til kontoen din, så hjelper vi deg raskere.'] },
        { heading: 'Rapportere en profil', paragraphs: ['Ser du en profil som ikke er i orden? Bruk rapporter-knappen på profilen eller klageskjemaet. Vi ser på hver rapport.'] },
      ],
    },
  },
});
