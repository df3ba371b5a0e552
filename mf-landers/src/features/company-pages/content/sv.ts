/** Swedish company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Företagsuppgifter',
    company: 'Företag',
    address: 'Adress',
    registration: 'Handelsregisternr (KvK)',
    vat: 'Momsregistreringsnummer',
    tradenames: 'Bifirmor',
    phone: 'Telefon',
    email: 'E-post',
    version: 'Version',
  },
  pages: {
    terms: {
      title: 'Allmänna villkor',
      intro: `${f.site} (${f.domain}) är en tjänst från ${f.company}, som fastställer dessa villkor för användningen. När du registrerar dig godkänner du dem. Version från ${f.termsDate}.`,
      sections: [
        { heading: '1. Tjänsten', paragraphs: [`${f.site} är en plattform på nätet där vuxna träffas och chattar. ${f.company} tillhandahåller tjänsten; det finns ingen garanti för att en kontakt lyckas.`] },
        { heading: '2. Medlemskap', paragraphs: [`Du måste vara minst ${f.minAge} år. Du lämnar korrekta uppgifter vid registreringen, håller ditt lösenord hemligt och har bara ett konto. Kontot är personligt och kan inte överlåtas.`] },
        { heading: '3. Krediter och premium', paragraphs: [`Meddelanden, foton och gåvor kostar krediter; ett meddelande kostar ${f.messageCredits} krediter. Du köper krediter i paket till det pris som visas före betalningen. Ditt första köp gör dig till premiummedlem: du ser alla foton och använder alla premiumfunktioner. Krediter är inte pengar, återbetalas bara enligt returpolicyn och förfaller när ditt konto raderas slutgiltigt.`] },
        { heading: '4. Fiktiva profiler', paragraphs: ['En del av profilerna är fiktiva och sköts av vår personal som underhållning. De är märkta med en symbol. Fysisk kontakt med fiktiva profiler är inte möjlig och inga träffar bokas.'] },
        { heading: '5. Uppförandekod', paragraphs: ['Du respekterar andra medlemmar. Inte tillåtet är bland annat:'], list: ['trakasserier, hot, diskriminering eller hets', 'reklam, spam eller att värva medlemmar till andra tjänster', 'innehåll med minderåriga eller innehåll som du inte har rätt att dela', 'att be andra om betalningsuppgifter, telefonnummer eller adresser'] },
        { heading: '6. Uppsägning och radering', paragraphs: [`Du kan när som helst radera ditt konto under inställningar. Inom ${f.deletionDays} dagar kan du ångra raderingen via länken i ditt e-postmeddelande; därefter raderas dina personuppgifter. Bryter du mot villkoren kan vi spärra ditt konto (se Tillträdesförbud).`] },
        { heading: '7. Ansvar', paragraphs: [`${f.company} ansvarar inte för skada som orsakas av andra medlemmars beteende eller av att tjänsten tillfälligt inte är tillgänglig, utom vid uppsåt eller grov vårdslöshet. Dina lagstadgade rättigheter som konsument påverkas inte.`] },
        { heading: '8. Tillämplig lag och klagomål', paragraphs: [`Villkoren lyder under lagen i ${f.country}. Du kan klaga via klagomålsformuläret eller hos kundtjänst (${f.email}); vi svarar inom 14 dagar. Du kan också använda EU:s ODR-plattform (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Integritetspolicy',
      intro: `${f.company}, ${f.address}, ${f.city}, är personuppgiftsansvarig för behandlingen av dina personuppgifter på ${f.site} enligt dataskyddsförordningen (GDPR).`,
      sections: [
        { heading: 'Vilka uppgifter vi behandlar', paragraphs: ['Vi behandlar bara det som tjänsten behöver:'], list: ['kontouppgifter: e-postadress, namn, födelsedatum, lösenord (bara som hash)', 'profiluppgifter och foton som du själv fyller i eller laddar upp', 'meddelanden, gillningar och blockeringar', 'köp och användning av krediter', 'tekniska uppgifter: IP-adress, webbläsare, språk och land'] },
        { heading: 'Ändamål och rättslig grund', paragraphs: ['Vi använder dina uppgifter för att fullgöra avtalet med dig (konto, chatt, betalningar), för att uppfylla rättsliga skyldigheter (bokföring, 7 år) och på grund av vårt berättigade intresse av säkerhet och att förebygga missbruk. Nyhetsbrev och pushnotiser skickar vi bara med ditt samtycke, som du alltid kan återkalla.'] },
        { heading: 'Känsliga uppgifter', paragraphs: ['Din sexuella läggning är en känslig personuppgift. Du delar den frivilligt i din profil; vi använder den bara för att visa din profil och ta fram sökresultat.'] },
        { heading: 'Lagringstid', paragraphs: [`När du har raderat ditt konto sparar vi dina uppgifter i ${f.deletionDays} dagar så att du kan återaktivera det; därefter raderar vi dem. Betalningsunderlag sparas så länge lagen kräver.`] },
        { heading: 'Mottagare', paragraphs: ['Vi delar bara uppgifter med personuppgiftsbiträden som hjälper oss (drift, betaltjänster, e-post), enligt ett biträdesavtal, inom EES eller med lämpliga skyddsåtgärder. Vi säljer aldrig dina uppgifter.'] },
        { heading: 'Dina rättigheter', paragraphs: [`Du har rätt till tillgång, rättelse, radering, begränsning, dataportabilitet och invändning. Du kan själv ladda ner dina uppgifter under inställningar eller skriva till ${f.email}. Du kan klaga hos den nederländska dataskyddsmyndigheten eller hos IMY eller tillsynsmyndigheten i ditt land.`] },
      ],
    },
    cookies: {
      title: 'Cookiepolicy',
      intro: `${f.site} använder så få cookies som möjligt. Här ser du vilka och varför.`,
      sections: [
        { heading: 'Nödvändiga cookies', paragraphs: ['De får webbplatsen att fungera och kräver inget samtycke:'], list: ['inloggningscookien (30 dagar) håller dig inloggad; den innehåller en slumpmässig nyckel, inga personuppgifter', 'i18n_redirected (365 dagar) kommer ihåg ditt språk'] },
        { heading: 'Lokal lagring', paragraphs: ['I din webbläsare kommer vi ihåg om du har stängt meddelanden och, om du kom via en annons, varifrån besöket kom (30 dagar), så att vi kan göra rätt avräkning med partner.'] },
        { heading: 'Inga spårningscookies från tredje part', paragraphs: ['Vi sätter inga reklam- eller analyscookies från tredje part. Om det ändras ber vi först om ditt samtycke.'] },
        { heading: 'Ta bort cookies', paragraphs: ['Du kan alltid ta bort cookies i webbläsarens inställningar. Du loggas då ut och ditt språkval glöms.'] },
      ],
    },
    ban: {
      title: 'Tillträdesförbud',
      intro: `För att hålla ${f.site} säker kan vi neka medlemmar tillträde. Här läser du när och vad du då kan göra.`,
      sections: [
        { heading: 'När vi spärrar', paragraphs: ['Vi spärrar ett konto eller en IP-adress vid allvarliga eller upprepade brott mot villkoren, till exempel:'], list: [`användare under ${f.minAge} år`, 'trakasserier, hot eller hets', 'spam, bedrägerier eller reklam', 'betalningsbedrägeri eller återkrav utan skäl', 'att kringgå en tidigare spärr'] },
        { heading: 'Vad en spärr innebär', paragraphs: ['Du kan inte längre logga in och din profil syns inte för någon. Oanvända krediter förfaller vid en spärr på grund av bedrägeri eller missbruk.'] },
        { heading: 'Invända', paragraphs: [`Tror du att vi har gjort fel? Skriv till ${f.email} inom 30 dagar med din e-postadress och en förklaring. Vi prövar din invändning inom 14 dagar.`] },
      ],
    },
    faq: {
      title: 'Vanliga frågor',
      intro: `Svar på de frågor vi oftast får om ${f.site}.`,
      sections: [
        { heading: 'Är det gratis att registrera sig?', paragraphs: ['Ja. Att registrera sig, skapa en profil, söka och skicka gillningar är gratis. Meddelanden, foton och gåvor kostar krediter.'] },
        { heading: 'Hur fungerar krediter?', paragraphs: [`Du köper krediter i paket. Ett meddelande kostar ${f.messageCredits} krediter; foton och gåvor kostar också krediter. Du ser alltid priset först. Det finns ingen prenumeration: du betalar bara för det du köper.`] },
        { heading: 'Vad är premium?', paragraphs: ['Ditt första köp av krediter gör dig till premiummedlem. Då ser du alla foton utan suddighet, kan ladda upp fler foton och använda alla funktioner utan begränsning.'] },
        { heading: 'Är alla profiler äkta?', paragraphs: ['Nej. En del av profilerna är fiktiva och sköts av vår personal. De är märkta med en symbol. Du kan chatta med dem men inte träffas: fysisk kontakt är inte möjlig.'] },
        { heading: 'Hur raderar jag mitt konto?', paragraphs: [`Gå till inställningar och välj "radera konto". Kontot döljs direkt. Inom ${f.deletionDays} dagar kan du ångra det; därefter raderas dina uppgifter för gott.`] },
        { heading: 'Kan jag få tillbaka mina pengar?', paragraphs: [`Du har ${f.refundDays} dagars ångerrätt för krediter som du ännu inte har använt. Se returpolicyn.`] },
        { heading: 'Hur når jag kundtjänst?', paragraphs: [`Skriv till ${f.email} eller ring ${f.phone}. Vi svarar inom två arbetsdagar.`] },
      ],
    },
    'return-policy': {
      title: 'Returpolicy',
      intro: `Som konsument i EU har du rätt att ångra ett köp på ${f.site}. Så här går det till.`,
      sections: [
        { heading: 'Ångerfrist', paragraphs: [`Du kan ångra ett köp av krediter inom ${f.refundDays} dagar efter betalningen utan att ange skäl, så länge du inte har använt krediterna i paketet.`] },
        { heading: 'Delvis använt', paragraphs: ['Genom att använda krediter ber du oss att leverera tjänsten direkt. Ångerrätten upphör för använda krediter; den oanvända delen återbetalar vi proportionellt.'] },
        { heading: 'Så begär du återbetalning', paragraphs: [`Skriv till ${f.email} med din e-postadress och köpdatumet, eller använd EU:s standardformulär för ånger. Vi betalar tillbaka inom 14 dagar med samma betalsätt.`] },
        { heading: 'Därefter', paragraphs: [`Efter ${f.refundDays} dagar är köp slutgiltiga. Om ett tekniskt fel har kostat dig krediter ger vi alltid tillbaka dem: kontakta kundtjänst.`] },
      ],
    },
    service: {
      title: 'Kundtjänst',
      intro: `Frågor om ditt konto, betalningar eller en profil? Kundtjänst hos ${f.site} hjälper gärna till.`,
      sections: [
        { heading: 'Kontakt', paragraphs: [`E-post: ${f.email}`, `Telefon: ${f.phone} (vardagar 9.00–17.00)`, `Post: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Svarstid', paragraphs: ['Vi besvarar e-post inom två arbetsdagar. Ange ditt kontos e-postadress så hjälper vi dig snabbare.'] },
        { heading: 'Anmäla en profil', paragraphs: ['Ser du en profil som inte är okej? Använd anmälningsknappen på profilen eller klagomålsformuläret. Vi granskar varje anmälan.'] },
      ],
    },
  },
});
