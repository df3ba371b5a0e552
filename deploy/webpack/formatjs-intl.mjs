// formatjs's core intl for the browser builds (federation.cjs aliases `@formatjs/intl` here), with
// one change: neither `createIntl` nor a message with arguments asks
// `Intl.NumberFormat.supportedLocalesOf` whether the locale has data. The site's eleven locales
// ship with every browser, and that first question loads ICU's number data: 35 to 40 ms of one
// task in Chromium on this machine, four times that on Lighthouse's phone, on every page, whether
// or not the page formats a number. Formatting a number still loads them, when a page does.
import { IntlMessageFormat } from 'intl-messageformat';
import {
  DEFAULT_INTL_CONFIG,
  createFormatters,
  createIntl as createCheckedIntl,
  formatDate,
  formatDateToParts,
  formatDisplayName,
  formatDuration,
  formatDurationToParts,
  formatList,
  formatMessage,
  formatNumber,
  formatNumberToParts,
  formatPlural,
  formatRelativeTime,
  formatTime,
  formatTimeToParts,
} from 'formatjs-intl-package';

export * from 'formatjs-intl-package';

// Every message with an argument resolves its locale in its constructor; `new Intl.Locale` reads
// the tag without loading any formatter's data.
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);

/** formatjs's `createIntl` without the locale-data check (same config, same formatters). */
export function createIntl(config, cache) {
  const formatters = createFormatters(cache);
  const resolvedConfig = { ...DEFAULT_INTL_CONFIG, ...config };
  if (!resolvedConfig.locale) resolvedConfig.locale = resolvedConfig.defaultLocale || 'en';
  // Two formatters the package does not export come from its own intl, made when first used.
  let checked;
  const own = () => (checked ??= createCheckedIntl(config, cache));
  return {
    ...resolvedConfig,
    formatters,
    formatNumber: formatNumber.bind(null, resolvedConfig, formatters.getNumberFormat),
    formatNumberToParts: formatNumberToParts.bind(null, resolvedConfig, formatters.getNumberFormat),
    formatDuration: formatDuration.bind(null, resolvedConfig, formatters.getDurationFormat),
    formatDurationToParts: formatDurationToParts.bind(null, resolvedConfig, formatters.getDurationFormat),
    formatRelativeTime: formatRelativeTime.bind(null, resolvedConfig, formatters.getRelativeTimeFormat),
    formatDate: formatDate.bind(null, resolvedConfig, formatters.getDateTimeFormat),
    formatDateToParts: formatDateToParts.bind(null, resolvedConfig, formatters.getDateTimeFormat),
    formatTime: formatTime.bind(null, resolvedConfig, formatters.getDateTimeFormat),
    formatDateTimeRange: (...args) => own().formatDateTimeRange(...args),
    formatTimeToParts: formatTimeToParts.bind(null, resolvedConfig, formatters.getDateTimeFormat),
    formatPlural: formatPlural.bind(null, resolvedConfig, formatters.getPluralRules),
    formatMessage: formatMessage.bind(null, resolvedConfig, formatters),
    $t: formatMessage.bind(null, resolvedConfig, formatters),
    formatList: formatList.bind(null, resolvedConfig, formatters.getListFormat),
    formatListToParts: (...args) => own().formatListToParts(...args),
    formatDisplayName: formatDisplayName.bind(null, resolvedConfig, formatters.getDisplayNames),
  };
}
