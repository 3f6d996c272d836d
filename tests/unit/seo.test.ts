import { describe, expect, it } from 'vitest';
import { planOffers } from '../../site/plans';
import {
  alternatesFor,
  canonicalUrl,
  documentTitle,
  isNoIndexRoute,
  jsonForScript,
  ogLocale,
  softwareApplicationData,
} from '../../rules/seo';

const ORIGIN = 'https://site.example';

describe('canonical and alternates', () => {
  it('points a fallback page at its source locale and gives not-found pages none', () => {
    expect(canonicalUrl(ORIGIN, { routePath: '/de/docs/faq/', lang: 'de', sourceLang: 'en' })).toBe(`${ORIGIN}/en/docs/faq/`);
    expect(canonicalUrl(ORIGIN, { routePath: '/ja/pricing/', lang: 'ja', sourceLang: 'ja' })).toBe(`${ORIGIN}/ja/pricing/`);
    expect(canonicalUrl(ORIGIN, { routePath: '/ja/404', lang: 'ja', sourceLang: 'ja' })).toBeNull();
  });

  it('lists fifteen locales plus x-default at the default locale', () => {
    const alternates = alternatesFor(ORIGIN, '/ja/pricing/');
    expect(alternates).toHaveLength(16);
    expect(alternates.find(a => a.hreflang === 'x-default')?.href).toBe(`${ORIGIN}/pricing/`);
    expect(alternates.find(a => a.hreflang === 'pt-BR')?.href).toBe(`${ORIGIN}/pt-BR/pricing/`);
  });

  it('keeps search results and not-found pages out of the index', () => {
    expect(isNoIndexRoute('/ja/search/')).toBe(true);
    expect(isNoIndexRoute('/ja/404')).toBe(true);
    expect(isNoIndexRoute('/ja/pricing/')).toBe(false);
  });

  it('writes Open Graph locales with an underscore', () => {
    expect(ogLocale('pt-BR')).toBe('pt_BR');
  });
});

describe('product structured data', () => {
  const data = softwareApplicationData({
    name: 'Diglot',
    description: 'Read any page in two languages.',
    url: `${ORIGIN}/ja/`,
    image: `${ORIGIN}/img/social-card.jpg`,
    inLanguage: 'ja',
    offers: planOffers('Diglot'),
  });

  it('describes a browser application with a free offer and the Pro prices from plan data', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      applicationCategory: 'BrowserApplication',
    });
    const offers = data.offers as { name: string; price: string; priceSpecification?: { billingDuration: string } }[];
    expect(offers.map(o => [o.name, o.price, o.priceSpecification?.billingDuration])).toEqual([
      ['Diglot Free', '0.00', undefined],
      ['Diglot Pro', '14.99', 'P1M'],
      ['Diglot Pro', '124.99', 'P1Y'],
    ]);
  });

  it('claims no ratings it cannot back up', () => {
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|review/i);
  });

  it('escapes < so page text cannot close the script element', () => {
    const json = jsonForScript({ description: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});

describe('document title', () => {
  it('adds the site name unless the page title already has it', () => {
    expect(documentTitle('Pricing', 'Diglot')).toBe('Pricing | Diglot');
    expect(documentTitle('Diglot — read in two languages', 'Diglot')).toBe('Diglot — read in two languages');
    expect(documentTitle('  ', 'Diglot')).toBe('Diglot');
  });
});
