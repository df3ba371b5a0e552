/**
 * Safety notes for the receiver of a message: contact swaps (a phone number, an e-mail address, a
 * messenger handle) and money talk (money, bank details, gift cards, crypto), in the eleven
 * languages where the words differ. The message is never hidden or changed; the conversation shows
 * a calm note beside it. One module, so the patterns are tested and changed in one place.
 */

/** What a message may carry that deserves a note. */
export type SafetyConcern = 'contact' | 'money';

const PHONE = /(?:\+|00)?\d(?:[\s().-]?\d){7,}/;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const HANDLE = /(?:^|\s)@[A-Za-z0-9_.]{3,}/;
const MESSENGERS = /\b(?:whats\s?app|wa\.me|telegram|t\.me|signal|snap(?:chat)?|insta(?:gram)?|kik|skype|viber|wechat|line\s?id|facebook|messenger|discord|tiktok)\b/i;

// Money words per language; \b does not see letters such as ą, so those stand apart.
const MONEY = new RegExp([
  // crypto and payment services (every language)
  'bitcoin', 'btc', 'crypto\\w*', 'krypto\\w*', 'kryptowaluta\\w*', 'usdt', 'ethereum', 'western\\s?union', 'moneygram', 'paysafe\\w*', 'paypal', 'iban', 'swift',
  // money
  'money', 'geld', 'argent', 'dinero', 'soldi', 'penge', 'penger', 'pengar', 'rahaa?', 'raha', 'pieni\\S*dz\\w*',
  // bank and transfers
  'bank\\w*', 'banque', 'banco', 'pankki\\w*', 'overmak\\w*', 'überweis\\w*', 'virement', 'transferencia', 'bonifico', 'overføre?\\w*', 'överför\\w*', 'tilisiirto', 'przelew\\w*', 'wire\\s?transfer', 'transfer',
  // gift cards
  'gift\\s?cards?', 'cadeaukaart\\w*', 'cadeaubon\\w*', 'gutschein\\w*', 'geschenkkarte\\w*', 'carte[s]?\\s?cadeau', 'tarjetas?\\s?regalo', 'buon[oi]\\s?regalo', 'carta\\s?regalo', 'gavekort\\w*', 'presentkort\\w*', 'lahjakort\\w*', 'karta\\s?podarunkowa', 'kart\\w*\\s?podarunkow\\w*', 'itunes', 'google\\s?play\\s?card', 'steam\\s?card',
].map((word) => `(?:^|[^\\p{L}])${word}(?=$|[^\\p{L}])`).join('|'), 'iu');

/** The concerns a received message's text raises (none for most messages). */
export function safetyConcerns(text: string | null): SafetyConcern[] {
  if (!text) return [];
  const concerns: SafetyConcern[] = [];
  if (PHONE.test(text) || EMAIL.test(text) || HANDLE.test(text) || MESSENGERS.test(text)) concerns.push('contact');
  if (MONEY.test(text)) concerns.push('money');
  return concerns;
}
