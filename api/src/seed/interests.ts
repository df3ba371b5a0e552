/** Interests members can pick, labelled in all eleven content languages. */
import type { Locale } from '@dating/shared-contracts';
import type { Database } from '../db/database.js';
import { interests } from '../db/schema.js';

type Labels = Record<Locale, string>;

/** Interest slug → label per locale. */
export const INTERESTS: Record<string, Labels> = {
  travel: { da: 'Rejser', de: 'Reisen', en: 'Travel', es: 'Viajar', fi: 'Matkustaminen', fr: 'Voyages', it: 'Viaggi', nb: 'Reise', nl: 'Reizen', pl: 'Podróże', sv: 'Resor' },
  cooking: { da: 'Madlavning', de: 'Kochen', en: 'Cooking', es: 'Cocina', fi: 'Ruoanlaitto', fr: 'Cuisine', it: 'Cucina', nb: 'Matlaging', nl: 'Koken', pl: 'Gotowanie', sv: 'Matlagning' },
  music: { da: 'Musik', de: 'Musik', en: 'Music', es: 'Música', fi: 'Musiikki', fr: 'Musique', it: 'Musica', nb: 'Musikk', nl: 'Muziek', pl: 'Muzyka', sv: 'Musik' },
  movies: { da: 'Film', de: 'Filme', en: 'Movies', es: 'Cine', fi: 'Elokuvat', fr: 'Cinéma', it: 'Cinema', nb: 'Film', nl: 'Films', pl: 'Filmy', sv: 'Film' },
  sports: { da: 'Sport', de: 'Sport', en: 'Sports', es: 'Deporte', fi: 'Urheilu', fr: 'Sport', it: 'Sport', nb: 'Sport', nl: 'Sport', pl: 'Sport', sv: 'Sport' },
  fitness: { da: 'Fitness', de: 'Fitness', en: 'Fitness', es: 'Fitness', fi: 'Kuntoilu', fr: 'Fitness', it: 'Fitness', nb: 'Trening', nl: 'Fitness', pl: 'Fitness', sv: 'Träning' },
  reading: { da: 'Læsning', de: 'Lesen', en: 'Reading', es: 'Lectura', fi: 'Lukeminen', fr: 'Lecture', it: 'Lettura', nb: 'Lesing', nl: 'Lezen', pl: 'Czytanie', sv: 'Läsning' },
  dancing: { da: 'Dans', de: 'Tanzen', en: 'Dancing', es: 'Baile', fi: 'Tanssi', fr: 'Danse', it: 'Ballo', nb: 'Dans', nl: 'Dansen', pl: 'Taniec', sv: 'Dans' },
  nature: { da: 'Natur', de: 'Natur', en: 'Nature', es: 'Naturaleza', fi: 'Luonto', fr: 'Nature', it: 'Natura', nb: 'Natur', nl: 'Natuur', pl: 'Przyroda', sv: 'Natur' },
  hiking: { da: 'Vandreture', de: 'Wandern', en: 'Hiking', es: 'Senderismo', fi: 'Vaeltaminen', fr: 'Randonnée', it: 'Escursionismo', nb: 'Fjellturer', nl: 'Wandelen', pl: 'Wędrówki', sv: 'Vandring' },
  photography: { da: 'Fotografi', de: 'Fotografie', en: 'Photography', es: 'Fotografía', fi: 'Valokuvaus', fr: 'Photographie', it: 'Fotografia', nb: 'Fotografering', nl: 'Fotografie', pl: 'Fotografia', sv: 'Fotografering' },
  gaming: { da: 'Gaming', de: 'Gaming', en: 'Gaming', es: 'Videojuegos', fi: 'Pelaaminen', fr: 'Jeux vidéo', it: 'Videogiochi', nb: 'Gaming', nl: 'Gamen', pl: 'Gry', sv: 'Gaming' },
  art: { da: 'Kunst', de: 'Kunst', en: 'Art', es: 'Arte', fi: 'Taide', fr: 'Art', it: 'Arte', nb: 'Kunst', nl: 'Kunst', pl: 'Sztuka', sv: 'Konst' },
  animals: { da: 'Dyr', de: 'Tiere', en: 'Animals', es: 'Animales', fi: 'Eläimet', fr: 'Animaux', it: 'Animali', nb: 'Dyr', nl: 'Dieren', pl: 'Zwierzęta', sv: 'Djur' },
  wine: { da: 'Vin', de: 'Wein', en: 'Wine', es: 'Vino', fi: 'Viini', fr: 'Vin', it: 'Vino', nb: 'Vin', nl: 'Wijn', pl: 'Wino', sv: 'Vin' },
  festivals: { da: 'Festivaler', de: 'Festivals', en: 'Festivals', es: 'Festivales', fi: 'Festivaalit', fr: 'Festivals', it: 'Festival', nb: 'Festivaler', nl: 'Festivals', pl: 'Festiwale', sv: 'Festivaler' },
  beach: { da: 'Strand', de: 'Strand', en: 'Beach', es: 'Playa', fi: 'Ranta', fr: 'Plage', it: 'Spiaggia', nb: 'Strand', nl: 'Strand', pl: 'Plaża', sv: 'Strand' },
  cycling: { da: 'Cykling', de: 'Radfahren', en: 'Cycling', es: 'Ciclismo', fi: 'Pyöräily', fr: 'Vélo', it: 'Ciclismo', nb: 'Sykling', nl: 'Fietsen', pl: 'Kolarstwo', sv: 'Cykling' },
  yoga: { da: 'Yoga', de: 'Yoga', en: 'Yoga', es: 'Yoga', fi: 'Jooga', fr: 'Yoga', it: 'Yoga', nb: 'Yoga', nl: 'Yoga', pl: 'Joga', sv: 'Yoga' },
  fashion: { da: 'Mode', de: 'Mode', en: 'Fashion', es: 'Moda', fi: 'Muoti', fr: 'Mode', it: 'Moda', nb: 'Mote', nl: 'Mode', pl: 'Moda', sv: 'Mode' },
  gardening: { da: 'Havearbejde', de: 'Gärtnern', en: 'Gardening', es: 'Jardinería', fi: 'Puutarhanhoito', fr: 'Jardinage', it: 'Giardinaggio', nb: 'Hagearbeid', nl: 'Tuinieren', pl: 'Ogrodnictwo', sv: 'Trädgård' },
  theatre: { da: 'Teater', de: 'Theater', en: 'Theatre', es: 'Teatro', fi: 'Teatteri', fr: 'Théâtre', it: 'Teatro', nb: 'Teater', nl: 'Theater', pl: 'Teatr', sv: 'Teater' },
};

/** Every interest slug, in a stable order. */
export const INTEREST_SLUGS = Object.keys(INTERESTS);

/** Inserts the interests; returns how many rows were written. */
export async function seedInterests(db: Database): Promise<number> {
  const rows = INTEREST_SLUGS.map((slug) => ({ slug, labels: INTERESTS[slug]! }));
  await db.insert(interests).values(rows);
  return rows.length;
}
