/** Short "about me" texts for sample profiles, written in the profile's own language. */
import type { Locale, SIGNUP_REASONS } from '@dating/shared-contracts';
import { INTERESTS } from './interests.js';
import type { Random } from './random.js';

type SignupReason = (typeof SIGNUP_REASONS)[number];

interface AboutPhrases {
  /** Opening lines; {name}, {age} and {region} are filled in. Kept free of gendered adjectives. */
  openers: readonly string[];
  /** The interests line; {list} is filled in. Written as a list so no grammatical case is needed. */
  interests: string;
  /** The word joining the last two interests. */
  and: string;
  /** One closing line per signup reason. */
  reasons: Record<SignupReason, string>;
}

const PHRASES: Record<Locale, AboutPhrases> = {
  en: {
    openers: ["Hi! I'm {name}, {age}, from {region}.", 'Hello, {name} here ({age}), living in {region}.', "I'm {name} and I live in {region}.", 'Hey there, {name} ({age}) from {region} says hi.'],
    interests: 'My interests: {list}.',
    and: 'and',
    reasons: {
      dating: 'Here for flirting and good conversation.',
      chat: 'I mostly love to chat, the longer the better.',
      friendship: 'New people to talk to are always welcome.',
      relationship: 'Hoping to find a real connection.',
      adventure: 'Curious and up for something exciting.',
    },
  },
  nl: {
    openers: ['Hoi! Ik ben {name}, {age} jaar, uit {region}.', 'Hallo, {name} hier ({age}), ik woon in {region}.', 'Ik ben {name} en ik woon in {region}.', 'Hé, {name} ({age}) uit {region} zegt hallo.'],
    interests: 'Mijn interesses: {list}.',
    and: 'en',
    reasons: {
      dating: 'Ik ben hier om te flirten en voor een goed gesprek.',
      chat: 'Ik chat het liefst, hoe langer hoe beter.',
      friendship: 'Nieuwe mensen om mee te praten zijn altijd welkom.',
      relationship: 'Ik hoop hier een echte klik te vinden.',
      adventure: 'Nieuwsgierig en in voor iets spannends.',
    },
  },
  de: {
    openers: ['Hallo! Ich bin {name}, {age}, aus {region}.', 'Hi, hier ist {name} ({age}).', 'Ich heiße {name} und bin {age} Jahre alt.', 'Hey, {name} ({age}) aus {region} sagt Hallo.'],
    interests: 'Meine Interessen: {list}.',
    and: 'und',
    reasons: {
      dating: 'Ich bin hier zum Flirten und für gute Gespräche.',
      chat: 'Am liebsten chatte ich, je länger, desto besser.',
      friendship: 'Neue Leute zum Reden sind immer willkommen.',
      relationship: 'Ich hoffe, hier eine echte Verbindung zu finden.',
      adventure: 'Neugierig und offen für etwas Aufregendes.',
    },
  },
  fr: {
    openers: ["Salut ! Moi c'est {name}, {age} ans, région {region}.", 'Bonjour, ici {name} ({age} ans).', "Je m'appelle {name} et j'ai {age} ans.", 'Coucou, {name} ({age} ans), {region}.'],
    interests: "Mes centres d'intérêt : {list}.",
    and: 'et',
    reasons: {
      dating: 'Je suis là pour flirter et pour de bonnes conversations.',
      chat: "J'adore discuter, plus c'est long, mieux c'est.",
      friendship: "J'aime toujours faire connaissance avec de nouvelles personnes.",
      relationship: "J'espère trouver ici une vraie complicité.",
      adventure: "De la curiosité et l'envie d'un peu de piment !",
    },
  },
  it: {
    openers: ['Ciao! Sono {name}, {age} anni, {region}.', 'Ciao a tutti, qui {name} ({age}).', 'Mi chiamo {name} e ho {age} anni.', '{name}, {age} anni, {region}: piacere!'],
    interests: 'I miei interessi: {list}.',
    and: 'e',
    reasons: {
      dating: 'Sono qui per flirtare e fare due chiacchiere.',
      chat: 'Adoro chattare, più a lungo è meglio è.',
      friendship: 'Nuove persone con cui parlare sono sempre benvenute.',
      relationship: 'Spero di trovare qui una vera intesa.',
      adventure: 'Curiosità e voglia di qualcosa di emozionante.',
    },
  },
  es: {
    openers: ['¡Hola! Soy {name}, {age} años, {region}.', 'Hola, aquí {name} ({age}).', 'Me llamo {name} y tengo {age} años.', 'Saludos desde {region}, soy {name}.'],
    interests: 'Mis aficiones: {list}.',
    and: 'y',
    reasons: {
      dating: 'Estoy aquí para flirtear y tener buenas conversaciones.',
      chat: 'Me encanta chatear, cuanto más largo, mejor.',
      friendship: 'Siempre es bueno conocer a gente nueva para charlar.',
      relationship: 'Espero encontrar aquí una conexión de verdad.',
      adventure: 'Con curiosidad y ganas de algo emocionante.',
    },
  },
  da: {
    openers: ['Hej! Jeg er {name}, {age} år, fra {region}.', 'Hej, det er {name} ({age}), jeg bor i {region}.', 'Jeg hedder {name} og bor i {region}.', 'Hejsa, {name} ({age}) fra {region} siger hej.'],
    interests: 'Mine interesser: {list}.',
    and: 'og',
    reasons: {
      dating: 'Jeg er her for at flirte og få en god snak.',
      chat: 'Jeg elsker at chatte, jo længere jo bedre.',
      friendship: 'Nye mennesker at snakke med er altid velkomne.',
      relationship: 'Jeg håber at finde en ægte forbindelse her.',
      adventure: 'Nysgerrig og klar på noget spændende.',
    },
  },
  nb: {
    openers: ['Hei! Jeg er {name}, {age} år, fra {region}.', 'Hei, det er {name} ({age}), jeg bor i {region}.', 'Jeg heter {name} og bor i {region}.', 'Heisann, {name} ({age}) fra {region} sier hei.'],
    interests: 'Interessene mine: {list}.',
    and: 'og',
    reasons: {
      dating: 'Jeg er her for å flørte og ha gode samtaler.',
      chat: 'Jeg elsker å chatte, jo lenger jo bedre.',
      friendship: 'Nye folk å prate med er alltid velkomne.',
      relationship: 'Jeg håper å finne en ekte forbindelse her.',
      adventure: 'Nysgjerrig og klar for noe spennende.',
    },
  },
  sv: {
    openers: ['Hej! Jag är {name}, {age} år, från {region}.', 'Hej, det är {name} ({age}), jag bor i {region}.', 'Jag heter {name} och bor i {region}.', 'Hallå, {name} ({age}) från {region} säger hej.'],
    interests: 'Mina intressen: {list}.',
    and: 'och',
    reasons: {
      dating: 'Jag är här för att flörta och ha bra samtal.',
      chat: 'Jag älskar att chatta, ju längre desto bättre.',
      friendship: 'Nya människor att prata med är alltid välkomna.',
      relationship: 'Jag hoppas hitta en äkta kontakt här.',
      adventure: 'Nyfiken och sugen på något spännande.',
    },
  },
  fi: {
    openers: ['Hei! Olen {name}, {age}, {region}.', 'Moi, täällä {name} ({age}).', 'Nimeni on {name} ja olen {age}-vuotias.', 'Terveisiä alueelta {region}, olen {name}.'],
    interests: 'Kiinnostuksen kohteeni: {list}.',
    and: 'ja',
    reasons: {
      dating: 'Olen täällä flirttailun ja hyvien keskustelujen vuoksi.',
      chat: 'Rakastan chattailua, mitä pidempään sen parempi.',
      friendship: 'Uudet juttuseurat ovat aina tervetulleita.',
      relationship: 'Toivon löytäväni täältä aidon yhteyden.',
      adventure: 'Utelias ja valmis johonkin jännittävään.',
    },
  },
  pl: {
    openers: ['Cześć! Tu {name} ({age}), {region}.', 'Hej, jestem {name}.', 'Mam na imię {name}, województwo {region}.', 'Cześć, {name} ({age}) pozdrawia!'],
    interests: 'Moje zainteresowania: {list}.',
    and: 'i',
    reasons: {
      dating: 'Jestem tu, żeby flirtować i dobrze porozmawiać.',
      chat: 'Uwielbiam czatować, im dłużej, tym lepiej.',
      friendship: 'Nowe osoby do rozmowy są zawsze mile widziane.',
      relationship: 'Mam nadzieję znaleźć tu prawdziwą więź.',
      adventure: 'Ciekawość i ochota na coś ekscytującego.',
    },
  },
};

/** Writes an about text: an opener, the interests and a line matching the signup reason. */
export function aboutText(
  random: Random,
  locale: Locale,
  profile: { name: string; age: number; region: string; interests: readonly string[]; signupReason: SignupReason },
): string {
  const phrases = PHRASES[locale];
  const opener = random
    .pick(phrases.openers)
    .replace('{name}', profile.name)
    .replace('{age}', String(profile.age))
    .replace('{region}', profile.region);
  // German capitalises nouns; the other languages write interests in lower case mid-sentence.
  const labels = profile.interests.map((slug) => {
    const label = INTERESTS[slug]?.[locale] ?? slug;
    return locale === 'de' ? label : label.toLowerCase();
  });
  const parts = [opener];
  if (labels.length > 0) {
    const list = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} ${phrases.and} ${labels.at(-1)}`;
    parts.push(phrases.interests.replace('{list}', list));
  }
  parts.push(phrases.reasons[profile.signupReason]);
  return parts.join(' ');
}
