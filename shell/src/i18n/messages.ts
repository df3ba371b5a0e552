/**
 * The shell's texts per locale. The default locale (nl) ships in the main bundle; the others load
 * on demand, so a Dutch visitor does not download ten languages.
 */
import type { Locale } from '@dating/shared-contracts';
import { nl } from './messages/nl.js';
import type { Messages } from './messages/en.js';

export type { MessageId, Messages } from './messages/en.js';

const loaders: Record<Locale, () => Promise<Messages>> = {
  nl: async () => nl,
  en: () => import('./messages/en.js').then((m) => m.en),
  de: () => import('./messages/de.js').then((m) => m.de),
  fr: () => import('./messages/fr.js').then((m) => m.fr),
  es: () => import('./messages/es.js').then((m) => m.es),
  it: () => import('./messages/it.js').then((m) => m.it),
  da: () => import('./messages/da.js').then((m) => m.da),
  nb: () => import('./messages/nb.js').then((m) => m.nb),
  sv: () => import('./messages/sv.js').then((m) => m.sv),
  fi: () => import('./messages/fi.js').then((m) => m.fi),
  pl: () => import('./messages/pl.js').then((m) => m.pl),
};

/** The texts of one locale. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
