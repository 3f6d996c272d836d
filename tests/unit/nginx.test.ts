import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NGINX_OPTIONS, NGINX_CONF, nginxConfig } from '../../deploy/nginx';
import { securityHeaders } from '../../site/headers';

describe('shipped nginx configuration', () => {
  it('is up to date with the site data (regenerate with `npx tsx deploy/nginx.ts`)', () => {
    expect(fs.readFileSync(NGINX_CONF, 'utf8')).toBe(nginxConfig(DEFAULT_NGINX_OPTIONS));
  });

  it('sends every security header in every location', () => {
    const conf = nginxConfig(DEFAULT_NGINX_OPTIONS);
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const block of locations) {
      for (const name of Object.keys(securityHeaders())) expect(block).toContain(`add_header ${name} `);
    }
  });

  it('routes every prefixed locale to its own 404 page', () => {
    const conf = nginxConfig(DEFAULT_NGINX_OPTIONS);
    expect(conf).toMatch(/pt\\-BR\|ru\|zh\\-Hans\|zh\\-TW/);
  });
});
