/**
 * The UI string table (`i18n.json`): `{ key: { lang: text } }`. A text is a
 * string, or for counted strings an object of CLDR plural categories
 * (`one`, `few`, `other`…) as `Intl.PluralRules` gives them for the locale.
 * Placeholders are `{name}`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;
export type StringValue = string | PluralForms;
export type StringTable = Record<string, Record<string, StringValue>>;

/** A locale's flat resources: plurals become `key_one`, `key_other`… */
export function localeResources(table: StringTable, lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, byLang] of Object.entries(table)) {
    const value = byLang[lang];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      out[key] = value;
    } else {
      for (const [category, text] of Object.entries(value)) {
        if (text !== undefined) out[`${key}_${category}`] = text;
      }
    }
  }
  return out;
}

/** `{name}` placeholders of a text, sorted and de-duplicated. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{(\w+)\}/g)) names.add(match[1] as string);
  return [...names].sort();
}

export interface StringProblem {
  key: string;
  lang: string;
  problem: string;
}

/**
 * Every way the table can be incomplete: a key missing in a locale, an empty
 * text, a plural category the locale needs but lacks, or placeholders that
 * differ from the reference locale's.
 */
export function checkStringTable(table: StringTable, langs: readonly string[], referenceLang: string): StringProblem[] {
  const problems: StringProblem[] = [];
  for (const [key, byLang] of Object.entries(table)) {
    const reference = byLang[referenceLang];
    const refNames = reference === undefined ? [] : placeholdersOf(flatten(reference));
    for (const lang of langs) {
      const value = byLang[lang];
      if (value === undefined) {
        problems.push({ key, lang, problem: 'missing' });
        continue;
      }
      const isPlural = typeof value !== 'string';
      if (isPlural !== (typeof reference !== 'string')) {
        problems.push({ key, lang, problem: 'plural and plain forms are mixed' });
        continue;
      }
      if (typeof value === 'string') {
        if (value.trim() === '') problems.push({ key, lang, problem: 'empty' });
      } else {
        const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const category of needed) {
          if (!value[category]?.trim()) {
            problems.push({ key, lang, problem: `plural form "${category}" missing` });
          }
        }
      }
      for (const text of typeof value === 'string' ? [value] : Object.values(value)) {
        const names = placeholdersOf(text ?? '');
        // Plural forms may drop {count} ("one item") but never add names.
        const extra = names.filter(n => !refNames.includes(n));
        const lacking = isPlural ? [] : refNames.filter(n => !names.includes(n));
        if (extra.length || lacking.length) {
          problems.push({
            key,
            lang,
            problem: `placeholders {${names.join('}, {')}} differ from ${referenceLang}'s {${refNames.join('}, {')}}`,
          });
          break;
        }
      }
    }
    for (const lang of Object.keys(byLang)) {
      if (!langs.includes(lang)) problems.push({ key, lang, problem: 'unknown locale' });
    }
  }
  return problems;
}

function flatten(value: StringValue): string {
  return typeof value === 'string' ? value : Object.values(value).join(' ');
}

// Keys like `constructor` must not reach Object.prototype.
function hasOwn(object: object, key: string): boolean {
  return Object.hasOwn(object, key);
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * The text of `key` in a locale's flat resources (see `localeResources`):
 * with a numeric `count`, the locale's plural form (then `other`, then the
 * plain key); `{name}` placeholders filled from `values` in one pass, so a
 * value is never read as a placeholder itself; a missing value reads as
 * empty, a missing key as the key.
 */
export function translate(
  resources: Readonly<Record<string, string>>,
  lang: string,
  key: string,
  values: Readonly<Record<string, unknown>> = {},
): string {
  const count = values.count;
  const own = (name: string) => (hasOwn(resources, name) ? resources[name] : undefined);
  const text =
    (typeof count === 'number' && Number.isFinite(count)
      ? (own(`${key}_${pluralCategory(lang, count)}`) ?? own(`${key}_other`))
      : undefined) ??
    own(key) ??
    key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}
