/**
 * Data for the native-editor checks (rules/native-editor.ts): English words
 * a translated page may keep in its table headers and the site's UI labels.
 */
import type { LocaleCode } from './locales';

/**
 * Kept in every locale: the names of our product, its plans and the
 * providers' companies and services (brand names stay in Latin letters, as
 * the ja and ko labels write them: "Tencent 機械翻訳"), file formats and
 * acronyms. Descriptive words around them (Machine, Translate) are not here.
 */
export const ENGLISH_KEPT_EVERYWHERE: readonly string[] = [
  'Diglot',
  'Pro',
  'PDF',
  'AI',
  'API',
  'SDK',
  'JavaScript',
  'ePub',
  'AO',
  'BabelDOC',
  'FAQ',
  'GLM',
  'OpenAI',
  'Azure',
  'Claude',
  'Gemini',
  'DeepSeek',
  'Grok',
  'Groq',
  'OpenRouter',
  'Kimi',
  'Zhipu',
  'Qwen-MT',
  'Alibaba',
  'Cloud',
  'Bailian',
  'Lingyiwanwu',
  'Doubao',
  'Tencent',
  'Hunyuan',
  'Baidu',
  'Qianfan',
  'Youdao',
  'Ziyue',
  'DeepL',
  'Microsoft',
  'Translator',
  'Volcano',
  'Engine',
  'Caiyun',
  'Xiaoyi',
  'NiuTrans',
  'OpenL',
  'Ollama',
];

/**
 * Per locale: words its language shares with English, used as its own
 * (de "Region", fr "Service", it "Account"), and ja's "Web" of "Web ページ"
 * and zh-TW's "App", which their glossaries and readers use.
 */
export const ENGLISH_KEPT: Partial<Record<LocaleCode, readonly string[]>> = {
  // Languages written in Latin letters keep a provider's official English product name whole
  // ("Baidu Translate", "Tencent Machine Translation"); ar, hi, ru, ja, ko and zh translate its
  // descriptive words around the brand, as a reader of those scripts expects.
  de: [
    'Machine',
    'Translation',
    'Translate',
    'Format',
    'Region',
    'Status',
    'Option',
    'Link',
    'App',
    'Download',
    'Tools',
    'Blog',
    'Premium',
    'Version',
    'Installation',
  ],
  es: ['Machine', 'Translation', 'Translate', 'Selector', 'Tutorial', 'Blog', 'Premium'],
  fr: [
    'Machine',
    'Translation',
    'Translate',
    'Service',
    'Type',
    'Format',
    'Console',
    'Option',
    'Image',
    'Site',
    'Blog',
    'Premium',
    'Version',
    'Installation',
    'Introduction',
  ],
  it: ['Machine', 'Translation', 'Translate', 'Area', 'Console', 'Account', 'Link', 'App', 'Tutorial', 'Blog', 'Premium'],
  ja: ['Web'],
  pt: ['Machine', 'Translation', 'Translate', 'Site', 'Tutorial', 'Blog', 'Premium'],
  'pt-BR': ['Machine', 'Translation', 'Translate', 'Console', 'Status', 'Link', 'Site', 'App', 'Tutorial', 'Blog', 'Premium'],
  'zh-TW': ['App'],
};

/**
 * Spaces between CJK characters that are part of another product's label,
 * quoted as the reader sees it: Chrome's Japanese UI writes
 * 「デベロッパー モード」 with a space.
 */
export const CJK_SPACE_KEPT: Partial<Record<LocaleCode, readonly string[]>> = {
  ja: ['デベロッパー モード', 'シークレット モード', 'マニフェスト ファイル'],
};
