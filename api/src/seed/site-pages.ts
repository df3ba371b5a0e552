/**
 * The sample token pages (spec section 2, "{token}" pages): every site publishes an "about us"
 * page under the token `about-us`, in all eleven languages, naming the site and its company.
 */
import type { Database } from '../db/database.js';
import { sitePages } from '../db/schema.js';

/** The token every sample site publishes its "about us" page under. */
export const ABOUT_PAGE_TOKEN = 'about-us';

type Texts = Record<string, { title: string; body: string }>;

/** Title and text per language; `{site}` and `{company}` are filled in per site. */
const ABOUT: Texts = {
  nl: {
    title: 'Over {site}',
    body: '{site} is een online datingsite en chatdienst voor volwassenen, uitgegeven door {company}. Leden zoeken elkaar op, sturen likes en chatten met elkaar.\n\nWe werken met credits: een bericht kost credits, en wie voor het eerst credits koopt wordt premiumlid. Sommige profielen zijn fictief en als zodanig gemarkeerd; met hen is geen fysiek contact mogelijk.\n\nVragen? Onze klantenservice helpt je graag via de contactgegevens op de pagina Klantenservice.',
  },
  en: {
    title: 'About {site}',
    body: '{site} is an online dating and chat service for adults, run by {company}. Members search for each other, send likes and chat.\n\nWe work with credits: a message costs credits, and your first credit purchase makes you a premium member. Some profiles are fictional and marked as such; no physical contact is possible with them.\n\nQuestions? Our customer service is glad to help through the contact details on the Customer service page.',
  },
  de: {
    title: 'Über {site}',
    body: '{site} ist ein Online-Dating- und Chatdienst für Erwachsene, betrieben von {company}. Mitglieder suchen einander, verschicken Likes und chatten miteinander.\n\nWir arbeiten mit Credits: Eine Nachricht kostet Credits, und mit dem ersten Credit-Kauf werden Sie Premium-Mitglied. Einige Profile sind fiktiv und als solche gekennzeichnet; mit ihnen ist kein physischer Kontakt möglich.\n\nFragen? Unser Kundenservice hilft Ihnen gern über die Kontaktdaten auf der Seite Kundenservice.',
  },
  fr: {
    title: 'À propos de {site}',
    body: '{site} est un service de rencontre et de chat en ligne pour adultes, exploité par {company}. Les membres se recherchent, s’envoient des likes et discutent.\n\nNous fonctionnons avec des crédits : un message coûte des crédits, et votre premier achat de crédits fait de vous un membre premium. Certains profils sont fictifs et signalés comme tels ; aucun contact physique n’est possible avec eux.\n\nDes questions ? Notre service client vous aide volontiers via les coordonnées de la page Service client.',
  },
  es: {
    title: 'Sobre {site}',
    body: '{site} es un servicio de citas y chat en línea para adultos, gestionado por {company}. Los miembros se buscan, se envían likes y chatean.\n\nFuncionamos con créditos: un mensaje cuesta créditos, y tu primera compra de créditos te convierte en miembro premium. Algunos perfiles son ficticios y están marcados como tales; con ellos no es posible el contacto físico.\n\n¿Preguntas? Nuestro servicio de atención al cliente te ayuda con gusto a través de los datos de la página Atención al cliente.',
  },
  it: {
    title: 'Chi è {site}',
    body: '{site} è un servizio di incontri e chat online per adulti, gestito da {company}. I membri si cercano, si inviano like e chattano.\n\nFunzioniamo a crediti: un messaggio costa crediti e il primo acquisto di crediti ti rende membro premium. Alcuni profili sono fittizi e segnalati come tali; con loro non è possibile alcun contatto fisico.\n\nDomande? Il nostro servizio clienti ti aiuta volentieri tramite i recapiti della pagina Servizio clienti.',
  },
  pl: {
    title: 'O {site}',
    body: '{site} to internetowy serwis randkowy i czat dla dorosłych, prowadzony przez {company}. Członkowie wyszukują się nawzajem, wysyłają polubienia i czatują.\n\nDziałamy na kredyty: wiadomość kosztuje kredyty, a pierwszy zakup kredytów daje status członka premium. Niektóre profile są fikcyjne i tak oznaczone; kontakt fizyczny z nimi nie jest możliwy.\n\nPytania? Nasze biuro obsługi klienta chętnie pomoże — dane kontaktowe znajdziesz na stronie Obsługa klienta.',
  },
  da: {
    title: 'Om {site}',
    body: '{site} er en online dating- og chattjeneste for voksne, drevet af {company}. Medlemmer søger efter hinanden, sender likes og chatter.\n\nVi arbejder med credits: en besked koster credits, og dit første køb af credits gør dig til premiummedlem. Nogle profiler er fiktive og markeret som sådan; fysisk kontakt med dem er ikke mulig.\n\nSpørgsmål? Vores kundeservice hjælper gerne via kontaktoplysningerne på siden Kundeservice.',
  },
  fi: {
    title: 'Tietoa: {site}',
    body: '{site} on aikuisille tarkoitettu verkkotreffi- ja chattipalvelu, jota ylläpitää {company}. Jäsenet etsivät toisiaan, lähettävät tykkäyksiä ja chattailevat.\n\nPalvelu toimii krediiteillä: viesti maksaa krediittejä, ja ensimmäinen krediittiostos tekee sinusta premium-jäsenen. Osa profiileista on kuvitteellisia ja merkitty sellaisiksi; heidän kanssaan fyysinen tapaaminen ei ole mahdollista.\n\nKysyttävää? Asiakaspalvelumme auttaa mielellään Asiakaspalvelu-sivun yhteystiedoilla.',
  },
  nb: {
    title: 'Om {site}',
    body: '{site} er en nettbasert datingtjeneste og chat for voksne, drevet av {company}. Medlemmer søker etter hverandre, sender likes og chatter.\n\nVi bruker kreditter: en melding koster kreditter, og ditt første kjøp av kreditter gjør deg til premiummedlem. Noen profiler er fiktive og merket som det; fysisk kontakt med dem er ikke mulig.\n\nSpørsmål? Kundeservice hjelper deg gjerne via kontaktinformasjonen på siden Kundeservice.',
  },
  sv: {
    title: 'Om {site}',
    body: '{site} är en dejtings- och chattjänst på nätet för vuxna, som drivs av {company}. Medlemmar söker efter varandra, skickar gillningar och chattar.\n\nVi använder krediter: ett meddelande kostar krediter, och ditt första köp av krediter gör dig till premiummedlem. Vissa profiler är fiktiva och märkta som sådana; fysisk kontakt med dem är inte möjlig.\n\nFrågor? Vår kundtjänst hjälper gärna till via kontaktuppgifterna på sidan Kundtjänst.',
  },
};

function fill(text: string, values: { site: string; company: string }): string {
  return text.replaceAll('{site}', values.site).replaceAll('{company}', values.company);
}

/** Gives every site its "about us" page. */
export async function seedSitePages(db: Database, siteList: { id: number; name: string }[], company: string): Promise<number> {
  const rows = siteList.map((site) => {
    const values = { site: site.name, company };
    const entries = Object.entries(ABOUT);
    return {
      siteId: site.id,
      token: ABOUT_PAGE_TOKEN,
      titles: Object.fromEntries(entries.map(([locale, texts]) => [locale, fill(texts.title, values)])),
      bodies: Object.fromEntries(entries.map(([locale, texts]) => [locale, fill(texts.body, values)])),
    };
  });
  if (rows.length) await db.insert(sitePages).values(rows);
  return rows.length;
}
