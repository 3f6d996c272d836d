import { BRAND } from '../../../site/brand';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import './index.css';

export function Navbar() {
  const locale = useLocale();
  const t = useT();
  return (
    <header className="dg-navbar">
      <nav className="dg-navbar__inner" aria-label={t('nav.label')}>
        <Link className="dg-navbar__brand" href={locale.path}>
          <img src={BRAND.logo.src} width={BRAND.logo.width} height={BRAND.logo.height} alt="" />
          <span>{BRAND.name}</span>
        </Link>
      </nav>
    </header>
  );
}
