/**
 * A member's day, for daily limits: it runs from midnight to midnight in the time zone of the
 * member's country (one zone per country: the most populous one where a country has several),
 * UTC when the country is unknown.
 */

/** The time zone each served country's day is counted in. */
export const COUNTRY_TIME_ZONES: Record<string, string> = {
  US: 'America/New_York', CA: 'America/Toronto', AU: 'Australia/Sydney', NZ: 'Pacific/Auckland',
  GB: 'Europe/London', IE: 'Europe/Dublin', NL: 'Europe/Amsterdam', BE: 'Europe/Brussels', FR: 'Europe/Paris',
  IT: 'Europe/Rome', ES: 'Europe/Madrid', DE: 'Europe/Berlin', AT: 'Europe/Vienna', CH: 'Europe/Zurich',
  PL: 'Europe/Warsaw', DK: 'Europe/Copenhagen', FI: 'Europe/Helsinki', NO: 'Europe/Oslo', SE: 'Europe/Stockholm',
};

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function offsetMs(zone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of local midnight on the zone's calendar day `y-m-d` (DST-safe). */
function localMidnight(zone: string, y: number, m: number, d: number): number {
  const guess = Date.UTC(y, m - 1, d);
  let instant = guess - offsetMs(zone, guess);
  instant = guess - offsetMs(zone, instant);
  return instant;
}

/** Start and end of the day that contains `now` for a member of `country`. */
export function memberDay(country: string | null, now: Date): { start: Date; end: Date; zone: string } {
  const zone = (country && COUNTRY_TIME_ZONES[country]) || 'UTC';
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number];
  const start = localMidnight(zone, y, m, d);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const end = localMidnight(zone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  return { start: new Date(start), end: new Date(end), zone };
}

/** A counted day of a member: from `start` to `end`. */
export interface CountedDay {
  start: Date;
  end: Date;
}

/** The shortest a counted day may be (a day of a daylight-saving change has 23 hours). */
export const MIN_DAY_MS = 23 * 60 * 60_000;

/**
 * The day a daily limit counts in at `now`, given the member's previous counted day. A day runs to
 * its own end whatever the member's country becomes meanwhile; the next one starts no earlier than
 * that end and ends at a midnight of the country's zone at least MIN_DAY_MS later, so switching
 * between countries far apart (NZ ↔ US) never brings a new day early.
 */
export function countedDay(previous: CountedDay | null, country: string | null, now: Date): CountedDay {
  if (previous && now < previous.end) return previous;
  const local = memberDay(country, now);
  const start = previous && previous.end > local.start ? previous.end : local.start;
  const end = local.end.getTime() - start.getTime() >= MIN_DAY_MS ? local.end : memberDay(country, local.end).end;
  return { start, end };
}
