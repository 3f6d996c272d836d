import { Link } from '../../components/Link';
import { useT } from '../../hooks/useLocale';
import { Icon } from '../icons';
import type { FeatureGridSection } from '../../../site/marketing/types';
import { gridColumns, useCopy } from '../useCopy';

export function FeatureGrid({ section }: { section: FeatureGridSection }) {
  const { text, href } = useCopy();
  const t = useT();
  return (
    <section className="dg-m-section" id={section.id}>
      <div className="dg-m-container">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          {section.lead ? <p className="dg-m-section__lead">{text(section.lead)}</p> : null}
        </header>
        <ul className="dg-m-grid" data-columns={gridColumns(section.items.length)}>
          {section.items.map(item => (
            <li key={item.title} className="dg-m-card">
              <span className="dg-m-card__icon">
                <Icon name={item.icon} />
              </span>
              <h3 className="dg-m-card__title">
                {text(item.title)}
                {item.pro ? <span className="dg-m-pro">{t('marketing.proBadge')}</span> : null}
              </h3>
              <p className="dg-m-card__text">{text(item.text)}</p>
              {item.link ? (
                <Link className="dg-m-card__link" href={href(item.link.href)}>
                  {text(item.link.label)}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
