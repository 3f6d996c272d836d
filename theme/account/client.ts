/**
 * A small typed client for the account service (see ACCOUNT_API.md). Every
 * call sends the visitor's cookies, gives up after a timeout, and maps the
 * service's answers to the outcomes the pages show.
 */
import { ACCOUNT_API_BASE, ACCOUNT_TIMEOUT_MS } from '../../site/account';
import type { ClaimResult } from '../../rules/marketing';

async function call(path: string, body: unknown, base = ACCOUNT_API_BASE): Promise<{ status: number; json: Record<string, unknown> }> {
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
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json };
  } finally {
    window.clearTimeout(timer);
  }
}

/** POST /v1/deals/{deal}/claim */
export async function claimDeal(dealId: string): Promise<{ result: ClaimResult; expiresAt?: string }> {
  try {
    const { status, json } = await call(`/v1/deals/${encodeURIComponent(dealId)}/claim`, {});
    if (status === 200 || status === 201) return { result: 'claimed', expiresAt: json.expiresAt as string | undefined };
    if (status === 401) return { result: 'signedOut' };
    if (status === 409) return { result: 'alreadyClaimed' };
    if (status === 403) return { result: 'notEligible' };
    if (status === 410) return { result: 'ended' };
    return { result: 'networkError' };
  } catch {
    return { result: 'networkError' };
  }
}

export type RedeemResult =
  | { outcome: 'redeemed'; plan: string; expiresAt?: string }
  | { outcome: 'signedOut' | 'unknownCode' | 'usedCode' | 'expiredCode' | 'networkError' };

/** POST /v1/redeem { code } */
export async function redeemCode(code: string): Promise<RedeemResult> {
  try {
    const { status, json } = await call('/v1/redeem', { code });
    if (status === 200) return { outcome: 'redeemed', plan: String(json.plan ?? 'pro'), expiresAt: json.expiresAt as string | undefined };
    if (status === 401) return { outcome: 'signedOut' };
    if (status === 404 || status === 400) return { outcome: 'unknownCode' };
    if (status === 409) return { outcome: 'usedCode' };
    if (status === 410) return { outcome: 'expiredCode' };
    return { outcome: 'networkError' };
  } catch {
    return { outcome: 'networkError' };
  }
}
