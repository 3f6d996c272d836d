import { useEffect, useId, useRef, useState } from 'react';
import { BRAND } from '../../../site/brand';
import { SIGN_IN_COOKIE } from '../../../site/visitor';
import { formatServiceDate } from '../../../rules/account';
import { checkRedeemCode, signInUrl } from '../../../rules/marketing';
import { redeemCode, type RedeemResult } from '../../account/client';
import { Link } from '../../components/Link';
import { useT } from '../../hooks/useLocale';
import { readCookie } from '../../visitor/storage';
import type { ExchangeSection } from '../../../site/marketing/types';
import { useCopy } from '../useCopy';

type Status =
  | { kind: 'idle' }
  | { kind: 'checking'; code: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'done'; code: string; result: RedeemResult };

/**
 * Redeem a code for Pro: checks the format as typed, needs the visitor
 * signed in, and never clears what they typed when something goes wrong.
 * The field is locked while its code is being checked, and an answer is
 * shown only next to the code it answers.
 */
export function Exchange({ section }: { section: ExchangeSection }) {
  const { text, locale } = useCopy();
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The latest request: an older answer arriving late is dropped.
  const latest = useRef(0);
  useEffect(() => setSignedIn(Boolean(readCookie(SIGN_IN_COOKIE))), []);

  const problemMessage = (problem: 'empty' | 'length' | 'characters') => t(`exchange.error.${problem}`);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (status.kind === 'checking') return;
    const check = checkRedeemCode(value);
    if (!check.ok) {
      setStatus({ kind: 'invalid', message: problemMessage(check.problem) });
      return;
    }
    setValue(check.code);
    const request = ++latest.current;
    setStatus({ kind: 'checking', code: check.code });
    const result = await redeemCode(check.code);
    if (request === latest.current) setStatus({ kind: 'done', code: check.code, result });
  }

  const checking = status.kind === 'checking';
  const result = status.kind === 'done' && status.code === value ? status.result : null;
  const failedToAnswer = result?.outcome === 'networkError' || result?.outcome === 'unexpectedAnswer';
  const invalid =
    status.kind === 'invalid' || (result && result.outcome !== 'redeemed' && !failedToAnswer && result.outcome !== 'signedOut');
  const here = typeof window === 'undefined' ? '' : window.location.href;
  const signIn = signInUrl(BRAND.urls.signIn, here || `${BRAND.siteOrigin}${locale.path}exchange/`);

  return (
    <section className="dg-m-section dg-m-flow" id="redeem">
      <div className="dg-m-container dg-m-narrow">
        <header className="dg-m-section__head">
          <h2 className="dg-m-section__title">{text(section.title)}</h2>
          <p className="dg-m-section__lead">{text(section.lead)}</p>
        </header>
        {signedIn === false || result?.outcome === 'signedOut' ? (
          <p className="dg-m-notice dg-m-notice--info" role="status">
            {t('exchange.signInFirst')}{' '}
            <Link className="dg-m-textlink" href={signIn} plain>
              {t('flow.signIn')}
            </Link>
          </p>
        ) : null}
        <form className="dg-m-form" onSubmit={submit} noValidate>
          <label className="dg-m-form__label" htmlFor={inputId}>
            {text(section.label)}
          </label>
          <input
            id={inputId}
            className="dg-m-form__input"
            name="code"
            type="text"
            value={value}
            placeholder={section.placeholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
            dir="ltr"
            readOnly={checking}
            aria-busy={checking || undefined}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={hintId}
            onChange={event => {
              if (checking) return;
              setValue(event.target.value);
              // An answer belongs to the code it answered: editing clears it.
              if (status.kind === 'invalid' || status.kind === 'done') setStatus({ kind: 'idle' });
            }}
          />
          <p className="dg-m-form__hint" id={hintId}>
            {text(section.hint)}
          </p>
          <button type="submit" className="dg-button dg-button--primary" disabled={checking || signedIn === false}>
            {checking ? t('exchange.checking') : text(section.submit)}
          </button>
        </form>
        <div className="dg-m-flow__result" role="status" aria-live="polite">
          {status.kind === 'invalid' ? <p className="dg-m-notice dg-m-notice--error">{status.message}</p> : null}
          {result?.outcome === 'redeemed' ? (
            <p className="dg-m-notice dg-m-notice--success">
              {result.expiresAt
                ? t('exchange.successUntil', {
                    date: formatServiceDate(result.expiresAt, locale.htmlLang),
                  })
                : t('exchange.success')}
            </p>
          ) : null}
          {result?.outcome === 'unknownCode' || result?.outcome === 'usedCode' || result?.outcome === 'expiredCode' ? (
            <p className="dg-m-notice dg-m-notice--error">{t(`exchange.error.${result.outcome}`)}</p>
          ) : null}
          {result && failedToAnswer ? (
            <p className="dg-m-notice dg-m-notice--error">
              {t(result.outcome === 'networkError' ? 'flow.networkError' : 'flow.unexpectedAnswer')}{' '}
              <button type="button" className="dg-m-linkbutton" onClick={submit}>
                {t('error.retry')}
              </button>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
