import { NAVBAR } from '../../../site/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';

/** Logo and name, linking to the locale's home page. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Link className="dg-brand" href={locale.path} aria-label={t('nav.home', { name: NAVBAR.title })} onClick={onNavigate}>
      <img src={NAVBAR.logo.src} width={NAVBAR.logo.width} height={NAVBAR.logo.height} alt={NAVBAR.logo.alt} />
      <span className="dg-brand__name">{NAVBAR.title}</span>
    </Link>
  );
}
