import { expect, test } from '@playwright/test';
import { ALL_LANGS, routesOf } from '../support/site';

// Every route of spec §2.2 and §2.3, in every locale, at its canonical URL.
for (const lang of ALL_LANGS) {
  test(`every route answers 200 in ${lang}`, async ({ request }) => {
    const routes = routesOf(lang);
    expect(routes).toHaveLength(88);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await request.get(route, { maxRedirects: 0 });
      if (res.status() !== 200) failures.push(`${route} → ${res.status()}`);
    }
    expect(failures).toEqual([]);
  });
}

test('service ids keep their case', async ({ request }) => {
  for (const path of ['/ja/docs/services/deepL/', '/ja/docs/services/openL/', '/ja/docs/CHANGELOG/', '/ar/docs/EULA/']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

for (const prefix of ['/ja', '', '/en', '/ar']) {
  for (const page of ['/pricing', '/docs/faq']) {
    test(`non-canonical forms of ${prefix}${page}/ redirect permanently`, async ({ request }) => {
      const canonical = `${prefix}${page}/`;
      for (const form of [`${prefix}${page}`, `${prefix}${page}.html`, `${prefix}${page}/index`, `${prefix}${page}/index.html`]) {
        const res = await request.get(form, { maxRedirects: 0 });
        expect(res.status(), form).toBe(301);
        expect(res.headers().location, form).toBe(canonical);
      }
    });
  }
}

const NOT_FOUND: Record<string, [string, string]> = {
  ja: ['/ja/no-such-page/', 'ページが見つかりません'],
  zh: ['/no-such-page/', '找不到页面'],
  en: ['/en/no-such-page/', 'Page not found'],
};

for (const [lang, [path, title]] of Object.entries(NOT_FOUND)) {
  test(`unknown path answers 404 with the ${lang} not-found page`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(title);
  });
}

test('unknown Arabic path answers 404 in Arabic, right to left', async ({ request }) => {
  const res = await request.get('/ar/no-such-page/');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<html lang="ar" dir="rtl"');
});
