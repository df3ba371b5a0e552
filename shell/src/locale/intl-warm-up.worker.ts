/**
 * Makes, once, the kinds of formatter the site's pages make in a locale, so ICU loads their data
 * on this thread (intl-warm-up.ts says why), then says which locale and how many kinds it made.
 */

/** The worker's own global (the DOM typings the shell compiles with describe a window's). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<string>) => void) | null; postMessage(message: string): void };

/** Every kind of formatter a page makes, once each; the results are used so none is left out of the build as unused. */
function formatOnce(locale: string): unknown[] {
  return [
    new Intl.NumberFormat(locale).format(1234.5),
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1),
    new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(0),
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
    new Intl.PluralRules(locale).select(2),
    new Intl.DisplayNames([locale], { type: 'region' }).of('NL'),
    new Intl.DisplayNames([locale], { type: 'language' }).of(locale),
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']),
    'a'.localeCompare('b', locale),
  ];
}

scope.onmessage = ({ data: locale }) => {
  let made = 0;
  try {
    made = formatOnce(locale).length;
  } finally {
    scope.postMessage(`warm ${locale} ${made}`);
  }
};
