/** UI strings as a locale shows them, straight from i18n.json. */
import fs from 'node:fs';
import path from 'node:path';

type Table = Record<string, Record<string, string | Record<string, string>>>;
const table = JSON.parse(fs.readFileSync(path.resolve('i18n.json'), 'utf8')) as Table;

export function ui(key: string, lang: string, values: Record<string, string | number> = {}): string {
  const value = table[key]?.[lang];
  if (typeof value !== 'string') throw new Error(`No plain string ${key} for ${lang}`);
  return value.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

export function uiPlural(key: string, lang: string, count: number, values: Record<string, string | number> = {}): string {
  const forms = table[key]?.[lang];
  if (!forms || typeof forms === 'string') throw new Error(`No plural string ${key} for ${lang}`);
  const category = new Intl.PluralRules(lang).select(count);
  const text = forms[category] ?? forms.other ?? '';
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(name === 'count' ? count : (values[name] ?? `{${name}}`)));
}
