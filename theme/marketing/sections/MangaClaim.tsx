import { useEffect, useState } from 'react';
import { BRAND } from '../../../site/brand';
import { EXTENSION_MARKER_ATTRIBUTE } from '../../../site/account';
import { MANGA_DEAL } from '../../../site/plans';
import { SIGN_IN_COOKIE } from '../../../site/visitor';
import { formatServiceDate } from '../../../rules/account';
import { type ClaimResult, claimView, dealPhase, signInUrl } from '../../../rules/marketing';
import { claimDeal } from '../../account/client';
import { Link } from '../../components/Link';
import { useT } from '../../hooks/useLocale';
import { readCookie } from '../../visitor/storage';
import { Icon } from '../icons';
import type { MangaClaimSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

interface Environment {
  now: Date;
  signedIn: boolean;
  extensionInstalled: boolean;
}

/**
 * The limited-time Manga Pro trial (spec §4): sign in, have the extension,
 * claim once. Everything is read in the browser; the server page shows the
 * offer and a disabled button until then.
 */
export function MangaClaim({ section }: { section: MangaClaimSection }) {
  const { text, href, locale } = useCopy();
  const t = useT();
  const [env, setEnv] = useState<Environment | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ClaimResult | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | undefined>();

  useEffect(() => {
    const root = document.documentElement;
    const read = () =>
      setEnv({
        now: new Date(),
        signedIn: Boolean(readCookie(SIGN_IN_COOKIE)),
        extensionInstalled: root.hasAttribute(EXTENSION_MARKER_ATTRIBUTE),
      });
    read();
    // The extension's content script may mark the page after we hydrate.
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: [EXTENSION_MARKER_ATTRIBUTE] });
    return () => observer.disconnect();
  }, []);

  const formatDate = (instant: string) => formatServiceDate(instant, locale.htmlLang);
  const view = env
    ? claimView({
        phase: dealPhase(env.now, MANGA_DEAL),
        signedIn: env.signedIn,
        extensionInstalled: env.extensionInstalled,
        pending,
        result,
      })
    : null;

  async function claim() {
    setPending(true);
    const answer = await claimDeal(MANGA_DEAL.id);
    setPending(false);
    setResult(answer.result);
    setExpiresAt(answer.expiresAt);
  }

  const here = typeof window === 'undefined' ? `${BRAND.siteOrigin}${locale.path}deals/manga/` : window.location.href;
  const canRetry = view === 'networkError' || view === 'unexpectedAnswer';
  const canClaim = view === 'ready' || canRetry;

  return (
    <section className="dg-m-section dg-m-flow dg-m-claim" id="claim" data-claim-state={view ?? 'loading'}>
      <div className="dg-m-container dg-m-narrow">
        <div className="dg-m-claim__card">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          <p className="dg-m-section__lead">{text(section.lead)}</p>
          <ul className="dg-m-checklist">
            {section.perks.map(perk => (
              <li key={perk}>
                <Icon name="check" size={20} />
                <span>{text(perk)}</span>
              </li>
            ))}
          </ul>
          <p className="dg-m-footnote">{text(section.endsOn, { date: formatDate(MANGA_DEAL.end) })}</p>
          <div className="dg-m-flow__result" role="status" aria-live="polite">
            {view === 'signIn' ? (
              <p className="dg-m-notice dg-m-notice--info">
                {t('claim.signInFirst')}{' '}
                <Link className="dg-m-textlink" href={signInUrl(BRAND.urls.signIn, here)} plain>
                  {t('flow.signIn')}
                </Link>
              </p>
            ) : null}
            {view === 'install' ? (
              <p className="dg-m-notice dg-m-notice--warning">
                {t('claim.installFirst')}{' '}
                <Link className="dg-m-textlink" href={href('/download/')}>
                  {t('claim.installLink')}
                </Link>
              </p>
            ) : null}
            {view === 'success' ? (
              <p className="dg-m-notice dg-m-notice--success">
                {t('claim.success')}
                {expiresAt ? ` ${t('claim.validUntil', { date: formatDate(expiresAt) })}` : ''}
              </p>
            ) : null}
            {view === 'alreadyClaimed' ? <p className="dg-m-notice dg-m-notice--info">{t('claim.alreadyClaimed')}</p> : null}
            {view === 'notEligible' ? <p className="dg-m-notice dg-m-notice--info">{t('claim.notEligible')}</p> : null}
            {view === 'ended' ? <p className="dg-m-notice dg-m-notice--info">{t('claim.ended')}</p> : null}
            {view === 'upcoming' ? <p className="dg-m-notice dg-m-notice--info">{t('claim.upcoming')}</p> : null}
            {view === 'networkError' ? <p className="dg-m-notice dg-m-notice--error">{t('flow.networkError')}</p> : null}
            {view === 'unexpectedAnswer' ? <p className="dg-m-notice dg-m-notice--error">{t('flow.unexpectedAnswer')}</p> : null}
          </div>
          {view === 'ended' || view === 'success' || view === 'alreadyClaimed' || view === 'notEligible' ? null : (
            <button type="button" className="dg-button dg-button--primary dg-button--large" disabled={!canClaim} onClick={claim}>
              {view === 'claiming' ? t('claim.claiming') : canRetry ? t('error.retry') : text(section.claim)}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
