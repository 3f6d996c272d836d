/**
 * A small typed client for the account service (see ACCOUNT_API.md). Every
 * call sends the visitor's cookies, gives up after a timeout, and maps the
 * service's answers to the outcomes the pages show.
 */
import { ACCOUNT_API_BASE, ACCOUNT_TIMEOUT_MS } from '../../site/account';
import { type ClaimAnswer, type RedeemResult, readClaimAnswer, readRedeemAnswer } from '../../rules/account';

export type { RedeemResult };

async function call(path: string, body: unknown, base = ACCOUNT_API_BASE): Promise<{ status: number; json: unknown }> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), ACCOUNT_TIMEOUT_MS);
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    // A body that is not JSON is read as nothing; the answer's schema decides.
    const json: unknown = await response.json().catch(() => undefined);
    return { status: response.status, json };
  } finally {
    window.clearTimeout(timer);
  }
}

/** POST /v1/deals/{deal}/claim */
export async function claimDeal(dealId: string): Promise<ClaimAnswer> {
  try {
    const { status, json } = await call(`/v1/deals/${encodeURIComponent(dealId)}/claim`, {});
    return readClaimAnswer(status, json);
  } catch {
    return { result: 'networkError' };
  }
}

/** POST /v1/redeem { code } */
export async function redeemCode(code: string): Promise<RedeemResult> {
  try {
    const { status, json } = await call('/v1/redeem', { code });
    return readRedeemAnswer(status, json);
  } catch {
    return { outcome: 'networkError' };
  }
}
