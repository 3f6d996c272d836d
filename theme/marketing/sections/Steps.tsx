import { Link } from '../../components/Link';
import { useT } from '../../hooks/useLocale';
import { CopyButton } from '../CopyButton';
import type { StepsSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

export function Steps({ section }: { section: StepsSection }) {
  const { text, href } = useCopy();
  const t = useT();
  return (
    <section className="dg-m-section" id={section.id}>
      <div className="dg-m-container dg-m-narrow">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          {section.lead ? <p className="dg-m-section__lead">{text(section.lead)}</p> : null}
        </header>
        <ol className="dg-m-steps">
          {section.items.map(step => (
            <li key={step.title} className="dg-m-steps__item">
              <h3 className="dg-m-steps__title">{text(step.title)}</h3>
              <p className="dg-m-steps__text">{text(step.text)}</p>
              {step.copy ? <CopyButton value={step.copy} label={t('common.copy')} /> : null}
              {step.link ? (
                <Link className="dg-m-textlink" href={href(step.link.href)}>
                  {text(step.link.label)}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
