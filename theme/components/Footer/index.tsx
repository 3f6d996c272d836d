import { BRAND } from '../../../site/brand';
import { FOOTER, type FooterLink } from '../../../site/footer';
import { resolveNavHref } from '../../../rules/navbar';
import { useLocale, useT } from '../../hooks/useLocale';
import { Link } from '../Link';
import { SocialIcon } from './SocialIcon';
import './index.css';

function FooterItem({ link }: { link: FooterLink }) {
  const t = useT();
  const { lang } = useLocale();
  return (
    <Link className="dg-footer__link" href={resolveNavHref(link.href, lang)} prefetch="hover">
      {link.icon ? <SocialIcon name={link.icon} /> : null}
      {t(link.label, link.values)}
    </Link>
  );
}

/** Link columns (or a simple row), logo, tagline and copyright. */
export function Footer() {
  const t = useT();
  const { path } = useLocale();
  return (
    <footer className={`dg-footer dg-footer--${FOOTER.style}`} aria-label={t('footer.label')}>
      <div className="dg-footer__inner">
        <div className="dg-footer__brand">
          <Link href={path} className="dg-footer__logo">
            <img
              src={FOOTER.logo.src}
              width={FOOTER.logo.width}
              height={FOOTER.logo.height}
              alt={FOOTER.logo.alt}
              loading="lazy"
            />
          </Link>
          <p className="dg-footer__tagline">{t('footer.tagline')}</p>
        </div>
        {FOOTER.style === 'columns' ? (
          <div className="dg-footer__columns">
            {FOOTER.links.map(column => (
              <section key={column.title} className="dg-footer__column" aria-labelledby={`dg-footer-${column.title}`}>
                <h2 className="dg-footer__title" id={`dg-footer-${column.title}`}>
                  {t(column.title)}
                </h2>
                <ul className="dg-footer__list">
                  {column.items.map(link => (
                    <li key={link.href}>
                      <FooterItem link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <ul className="dg-footer__row">
            {FOOTER.links
              .flatMap(column => column.items)
              .map(link => (
                <li key={link.href}>
                  <FooterItem link={link} />
                </li>
              ))}
          </ul>
        )}
        <p className="dg-footer__copyright">{t(FOOTER.copyright, { year: BRAND.copyrightYear, name: BRAND.name })}</p>
      </div>
    </footer>
  );
}
