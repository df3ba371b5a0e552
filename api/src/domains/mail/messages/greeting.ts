/**
 * The greeting of a mail without a name, per locale: for mail to an address nobody has confirmed
 * yet, which must not carry a name someone typed (a signup with another person's address and a
 * "name" like an advert would have the site deliver that text to them).
 */
import type { Locale } from '@dating/shared-contracts';

export const NAMELESS_GREETINGS: Record<Locale, string> = {
  nl: 'Hallo,',
  en: 'Hello,',
  de: 'Hallo,',
  fr: 'Bonjour,',
  es: 'Hola:',
  it: 'Ciao,',
  da: 'Hej,',
  nb: 'Hei,',
  sv: 'Hej,',
  fi: 'Hei,',
  pl: 'Cześć,',
};
