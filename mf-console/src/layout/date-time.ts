/** A time as the console shows it: date and time in the page language. */
import { useHost } from '@dating/remote-kit';

export function useDateTime(): (iso: string) => string {
  const { locale } = useHost();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
