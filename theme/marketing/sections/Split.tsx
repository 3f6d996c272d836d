import { Link } from '../../components/Link';
import { Icon } from '../icons';
import { Illustration } from '../illustrations';
import type { SplitSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

export function Split({ section, index }: { section: SplitSection; index: number }) {
  const { text, href } = useCopy();
  return (
    <section className={`dg-m-section dg-m-split${index % 2 ? ' dg-m-split--reverse' : ''}`} id={section.id}>
      <div className="dg-m-container dg-m-split__inner">
        <div className="dg-m-split__copy">
          {section.eyebrow ? <p className="dg-m-eyebrow">{text(section.eyebrow)}</p> : null}
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          <p className="dg-m-split__text">{text(section.text)}</p>
          {section.bullets ? (
            <ul className="dg-m-checklist">
              {section.bullets.map(bullet => (
                <li key={bullet}>
                  <Icon name="check" size={20} />
                  <span>{text(bullet)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {section.link ? (
            <Link className="dg-m-textlink" href={href(section.link.href)}>
              {text(section.link.label)}
            </Link>
          ) : null}
        </div>
        <div className="dg-m-split__art">
          <Illustration name={section.illustration} scene={section.scene} />
        </div>
      </div>
    </section>
  );
}
