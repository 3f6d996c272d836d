import { formatCalendarDate } from '../../../rules/policy-format';
import { useLocale } from '../../hooks/useLocale';

export function ReleaseDate({ date }: { date: string }) {
  const { htmlLang } = useLocale();
  return (
    // Server and browser may differ by a space or a comma in the CLDR data.
    <time dateTime={date} suppressHydrationWarning>
      {formatCalendarDate(date, htmlLang)}
    </time>
  );
}
