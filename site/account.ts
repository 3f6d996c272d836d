/**
 * The account service the marketing flows talk to (manga claim, redeem
 * codes). Not part of the spec; its contract is in ACCOUNT_API.md. The
 * base URL is configuration: DIGLOT_ACCOUNT_API at build time.
 */
export const ACCOUNT_API_BASE: string = process.env.DIGLOT_ACCOUNT_API || 'https://app.example.com/api';

/** How long the flows wait for the account service before calling it a network error. */
export const ACCOUNT_TIMEOUT_MS = 10_000;

/**
 * How a page learns the extension is installed: its content script marks
 * <html> with this attribute (value: the extension's version).
 */
export const EXTENSION_MARKER_ATTRIBUTE = 'data-diglot-extension';
