import { Link } from '../../components/Link';
import { Illustration } from '../illustrations';
import type { HeroSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

export function Hero({ section }: { section: HeroSection }) {
  const { text, href } = useCopy();
  return (
    <section className="dg-m-hero">
      <div className="dg-m-container dg-m-hero__inner">
        <div className="dg-m-hero__copy">
          {section.eyebrow ? <p className="dg-m-eyebrow">{text(section.eyebrow)}</p> : null}
          <h1 className="dg-m-hero__title">{text(section.title)}</h1>
          <p className="dg-m-hero__lead">{text(section.lead)}</p>
          {section.primary || section.secondary ? (
            <div className="dg-m-actions">
              {section.primary ? (
                <Link className="dg-button dg-button--primary dg-button--large" href={href(section.primary.href)}>
                  {text(section.primary.label)}
                </Link>
              ) : null}
              {section.secondary ? (
                <Link className="dg-button dg-button--secondary dg-button--large" href={href(section.secondary.href)}>
                  {text(section.secondary.label)}
                </Link>
              ) : null}
            </div>
          ) : null}
          {section.note ? <p className="dg-m-hero__note">{text(section.note)}</p> : null}
        </div>
        <div className="dg-m-hero__art">
          <Illustration name={section.illustration} scene={section.scene} />
        </div>
      </div>
    </section>
  );
}
