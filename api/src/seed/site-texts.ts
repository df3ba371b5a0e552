/**
 * The site texts that settings carry (index title, description, fictional notice) in all eleven
 * languages, so a page in any visible language shows them in that language.
 * A site's own language keeps its blueprint's wording; the others say the same in general words.
 */
import { LOCALES, type Locale } from '@dating/shared-contracts';
import type { SiteTexts } from '../db/schema.js';

/** The fictional-profile notice in each language (spec section 1). */
export const FICTIONAL_TEXTS: Record<Locale, { warning: string; singular: string; plural: string }> = {
  nl: {
    warning: 'Profielen met dit teken zijn fictief. Ons team beheert ze voor chat en entertainment; ze zijn niet beschikbaar voor fysiek contact.',
    singular: 'Fictief profiel',
    plural: 'Fictieve profielen',
  },
  en: {
    warning: 'Profiles marked with this sign are fictional. Our team runs them for chat and entertainment; they are not available for physical contact.',
    singular: 'Fictional profile',
    plural: 'Fictional profiles',
  },
  de: {
    warning: 'Profile mit diesem Zeichen sind fiktiv. Unser Team betreibt sie für Chat und Unterhaltung; sie stehen für physischen Kontakt nicht zur Verfügung.',
    singular: 'Fiktives Profil',
    plural: 'Fiktive Profile',
  },
  fr: {
    warning: 'Les profils marqués de ce signe sont fictifs. Notre équipe les anime pour le chat et le divertissement ; ils ne sont pas disponibles pour un contact physique.',
    singular: 'Profil fictif',
    plural: 'Profils fictifs',
  },
  it: {
    warning: 'I profili contrassegnati da questo simbolo sono fittizi. Il nostro team li gestisce per chat e intrattenimento; non sono disponibili per un contatto fisico.',
    singular: 'Profilo fittizio',
    plural: 'Profili fittizi',
  },
  es: {
    warning: 'Los perfiles marcados con este símbolo son ficticios. Nuestro equipo los gestiona para chatear y entretener; no están disponibles para contacto físico.',
    singular: 'Perfil ficticio',
    plural: 'Perfiles ficticios',
  },
  sv: {
    warning: 'Profiler märkta med denna symbol är fiktiva. Vårt team driver dem för chatt och underhållning; de är inte tillgängliga för fysisk kontakt.',
    singular: 'Fiktiv profil',
    plural: 'Fiktiva profiler',
  },
  da: {
    warning: 'Profiler markeret med dette tegn er fiktive. Vores team driver dem til chat og underholdning; de er ikke tilgængelige for fysisk kontakt.',
    singular: 'Fiktiv profil',
    plural: 'Fiktive profiler',
  },
  nb: {
    warning: 'Profiler merket med dette tegnet er fiktive. Teamet vårt driver dem for chat og underholdning; de er ikke tilgjengelige for fysisk kontakt.',
    singular: 'Fiktiv profil',
    plural: 'Fiktive profiler',
  },
  fi: {
    warning: 'Tällä merkillä merkityt profiilit ovat fiktiivisiä. Tiimimme ylläpitää niitä chattailua ja viihdettä varten; niitä ei voi tavata kasvokkain.',
    singular: 'Fiktiivinen profiili',
    plural: 'Fiktiiviset profiilit',
  },
  pl: {
    warning: 'Profile oznaczone tym znakiem są fikcyjne. Nasz zespół prowadzi je dla czatu i rozrywki; nie są dostępne do kontaktu fizycznego.',
    singular: 'Profil fikcyjny',
    plural: 'Profile fikcyjne',
  },
};

/** What follows the site's name in the index title, in each language. */
const TAGLINES: Record<Locale, string> = {
  nl: 'chat en flirt met singles bij jou in de buurt',
  en: 'chat and flirt with singles near you',
  de: 'chatte und flirte mit Singles in deiner Nähe',
  fr: 'discutez et flirtez avec des célibataires près de chez vous',
  it: 'chatta e flirta con single vicino a te',
  es: 'chatea y liga con solteros cerca de ti',
  sv: 'chatta och flirta med singlar nära dig',
  da: 'chat og flirt med singler i nærheden',
  nb: 'chat og flirt med singler i nærheten',
  fi: 'juttele ja flirttaile lähelläsi asuvien sinkkujen kanssa',
  pl: 'czatuj i flirtuj z singlami w pobliżu',
};

/** The site description in general words, in each language. */
const DESCRIPTIONS: Record<Locale, string> = {
  nl: 'Maak gratis een profiel aan, zoek leden in jouw regio, like, match en chat.',
  en: 'Create a free profile, search members in your area, like, match and chat.',
  de: 'Erstelle kostenlos ein Profil, suche Mitglieder in deiner Region, like, matche und chatte.',
  fr: 'Créez votre profil gratuitement, cherchez des membres près de chez vous, likez et discutez.',
  it: 'Crea il tuo profilo gratis, cerca membri nella tua regione, metti like e chatta.',
  es: 'Crea tu perfil gratis, busca miembros en tu región, da likes y chatea.',
  sv: 'Skapa en gratis profil, sök medlemmar nära dig, gilla, matcha och chatta.',
  da: 'Opret en gratis profil, søg efter medlemmer i dit område, lik, match og chat.',
  nb: 'Opprett en gratis profil, søk etter medlemmer i ditt område, lik, match og chat.',
  fi: 'Luo ilmainen profiili, etsi jäseniä alueeltasi, tykkää, matchaa ja juttele.',
  pl: 'Załóż darmowy profil, szukaj członków w swojej okolicy, lajkuj, dopasowuj się i czatuj.',
};

/** A site's texts in every locale: its own wording in its own language, general words elsewhere. */
export function siteTexts(site: { name: string; indexTitle: string; description: string; language: string }): Record<Locale, SiteTexts> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const own = locale === site.language;
      const fictional = FICTIONAL_TEXTS[locale];
      return [locale, {
        index_title: own ? site.indexTitle : `${site.name} – ${TAGLINES[locale]}`,
        description: own ? site.description : DESCRIPTIONS[locale],
        fictional_warning: fictional.warning,
        fictional_singular: fictional.singular,
        fictional_plural: fictional.plural,
      }];
    }),
  ) as Record<Locale, SiteTexts>;
}
