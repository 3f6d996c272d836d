import { SERVICES } from '../../../site/services';
import { Link } from '../../components/Link';
import type { EnginesSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

/** The translation services, as a strip of names (from site/services.ts). */
export function Engines({ section }: { section: EnginesSection }) {
  const { text, href } = useCopy();
  const names = SERVICES.filter(s => s.kind !== 'overview' && s.kind !== 'custom').map(s => s.name.split(' (')[0]);
  return (
    <section className="dg-m-section dg-m-engines">
      <div className="dg-m-container">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          <p className="dg-m-section__lead">{text(section.lead)}</p>
        </header>
        <ul className="dg-m-engines__list">
          {names.map(name => (
            <li key={name} className="dg-m-engines__item" lang="en" dir="ltr">
              {name}
            </li>
          ))}
        </ul>
        {section.link ? (
          <p className="dg-m-center">
            <Link className="dg-m-textlink" href={href(section.link.href)}>
              {text(section.link.label)}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
