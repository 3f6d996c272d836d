import { useLocale } from '../../hooks/useLocale';

/** A calendar date (YYYY-MM-DD) written the way the reader's locale writes it. */
export function formatReleaseDate(date: string, htmlLang: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const value = new Date(Date.UTC(y as number, (m as number) - 1, d as number));
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' }).format(value);
}

export function ReleaseDate({ date }: { date: string }) {
  const { htmlLang } = useLocale();
  return (
    // Server and browser may differ by a space or a comma in the CLDR data.
    <time dateTime={date} suppressHydrationWarning>
      {formatReleaseDate(date, htmlLang)}
    </time>
  );
}
