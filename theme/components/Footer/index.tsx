import { BRAND } from '../../../site/brand';
import { useT } from '../../hooks/useLocale';
import './index.css';

export function Footer() {
  const t = useT();
  return (
    <footer className="dg-footer">
      <div className="dg-footer__inner">
        <p className="dg-footer__copyright">
          {t('footer.copyright', { year: BRAND.copyrightYear, name: BRAND.name })}
        </p>
      </div>
    </footer>
  );
}
