/** `npm run dev` and `npm run build` start Rspress the same way (scripts/lib/rspress-command.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_SCRIPT, RSPRESS_BIN, rspressCommand } from '../../scripts/lib/rspress-command';

describe('how Rspress is started', () => {
  it('is the same command for `npm run dev` as for the build', () => {
    const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.dev).toBe(DEV_SCRIPT);
    const [command, args] = rspressCommand('/site', 'build');
    expect(command).toBe(process.execPath);
    expect(args).toEqual([...DEV_SCRIPT.split(' ').slice(1, -2), path.join('/site', RSPRESS_BIN), 'build']);
  });

  it("still finds Rspress's page-data reader where the resolve hook expects it", () => {
    // scripts/rspress/page-data.mjs swaps the module createPageData.js imports; an upgrade
    // that moves either file would quietly bring back a build that reads every page each time.
    const dist = 'node_modules/@rspress/core/dist/node';
    expect(fs.existsSync(`${dist}/route/extractPageData.js`)).toBe(true);
    const caller = fs.readFileSync(`${dist}/runtimeModule/pageData/createPageData.js`, 'utf8');
    expect(caller).toMatch(/import \{ extractPageData \} from "\.\.\/\.\.\/route\/extractPageData\.js"/);
  });

  it('names files that exist', () => {
    expect(fs.existsSync(RSPRESS_BIN)).toBe(true);
    for (const flag of DEV_SCRIPT.split(' ').filter(part => part.startsWith('./'))) expect(fs.existsSync(flag), flag).toBe(true);
  });
});
