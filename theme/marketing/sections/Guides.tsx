import { Link } from '../../components/Link';
import { useT } from '../../hooks/useLocale';
import type { GuidesSection } from '../../../site/marketing/types';
import { gridColumns, useCopy } from '../useCopy';

/** Cards leading to guides (the learning center). */
export function Guides({ section }: { section: GuidesSection }) {
  const { text, href } = useCopy();
  const t = useT();
  return (
    <section className="dg-m-section">
      <div className="dg-m-container">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          {section.lead ? <p className="dg-m-section__lead">{text(section.lead)}</p> : null}
        </header>
        <ul className="dg-m-grid" data-columns={gridColumns(section.items.length)}>
          {section.items.map(item => (
            <li key={item.href} className="dg-m-card dg-m-guide">
              <p className="dg-m-guide__tag">
                {text(item.tag)}
                {item.minutes ? <span> · {t('marketing.minutes', { count: item.minutes })}</span> : null}
              </p>
              <h3 className="dg-m-card__title">
                <Link className="dg-m-guide__link" href={href(item.href)}>
                  {text(item.title)}
                </Link>
              </h3>
              <p className="dg-m-card__text">{text(item.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
