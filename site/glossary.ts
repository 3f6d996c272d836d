/**
 * The terminology glossary of every locale (`i18n/glossary/<lang>.json`,
 * rules in `rules/glossary.ts`): per concept, the word the UI labels use
 * and the variants no page may use for it.
 */
import type { Glossary } from '../rules/glossary';
import type { LocaleCode } from './locales';
import ar from '../i18n/glossary/ar.json';
import de from '../i18n/glossary/de.json';
import en from '../i18n/glossary/en.json';
import es from '../i18n/glossary/es.json';
import fr from '../i18n/glossary/fr.json';
import hi from '../i18n/glossary/hi.json';
import it from '../i18n/glossary/it.json';
import ja from '../i18n/glossary/ja.json';
import ko from '../i18n/glossary/ko.json';
import pt from '../i18n/glossary/pt.json';
import ptBR from '../i18n/glossary/pt-BR.json';
import ru from '../i18n/glossary/ru.json';
import zh from '../i18n/glossary/zh.json';
import zhHans from '../i18n/glossary/zh-Hans.json';
import zhTW from '../i18n/glossary/zh-TW.json';

export const GLOSSARIES: Record<LocaleCode, Glossary> = {
  ar,
  de,
  en,
  es,
  fr,
  hi,
  it,
  ja,
  ko,
  pt,
  'pt-BR': ptBR,
  ru,
  zh,
  'zh-Hans': zhHans,
  'zh-TW': zhTW,
};
