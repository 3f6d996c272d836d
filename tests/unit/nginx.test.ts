import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NGINX_OPTIONS, NGINX_CONF, nginxConfig } from '../../deploy/nginx';
import { securityHeaders } from '../../rules/headers';

describe('shipped nginx configuration', () => {
  it('is up to date with the site data (regenerate with `npx tsx deploy/nginx.ts`)', () => {
    expect(fs.readFileSync(NGINX_CONF, 'utf8')).toBe(nginxConfig(DEFAULT_NGINX_OPTIONS));
  });

  it('sends every security header, Vary and Cache-Control from every block that adds headers', () => {
    const conf = nginxConfig(DEFAULT_NGINX_OPTIONS);
    // nginx inherits add_header only into blocks that add none of their own;
    // the server level covers the answers nginx makes before any location.
    const own = (block: string) => block.split(/\n\s*(?:location |if )/)[0];
    const blocks = conf
      .split(/\n\s*(?=location |if |server )/)
      .slice(1)
      .map(own)
      .filter(block => block.includes('add_header'));
    const full = blocks.filter(block => !block.startsWith('location @range_not_satisfiable'));
    expect(full.map(block => block.split(/[\s{]/)[0] + (block.split(/[\s{]/)[1] ?? ''))).toEqual([
      'server',
      'location/',
      'if($request_method',
      'location@not_found',
    ]);
    for (const block of full) {
      for (const name of [...Object.keys(securityHeaders()), 'Vary', 'Cache-Control'])
        expect(block).toContain(`add_header ${name} `);
    }
    // The 416 answer adds nothing a second time: its block adds only an empty (never sent) header.
    const range = blocks.find(block => block.startsWith('location @range_not_satisfiable')) ?? '';
    expect(range.match(/add_header [^;]*/g)).toEqual(['add_header X-Diglot-Range "" always']);
  });

  it('never builds a redirect from the decoded $uri', () => {
    const conf = nginxConfig(DEFAULT_NGINX_OPTIONS);
    const returns = conf.match(/return 30\d [^;]*/g) ?? [];
    expect(returns).toEqual(['return 301 $diglot_redirect$is_args$args']);
    expect(conf).not.toMatch(/\brewrite\b/);
    expect(conf).toContain('map $request_uri $diglot_path');
  });

  it('routes every prefixed locale to its own 404 page', () => {
    const conf = nginxConfig(DEFAULT_NGINX_OPTIONS);
    expect(conf).toMatch(/pt\\-BR\|ru\|zh\\-Hans\|zh\\-TW/);
  });
});
