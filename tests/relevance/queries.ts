/**
 * What readers type into search, per locale, with the docs page(s) that
 * answer it (ids of site/routes.ts): typos, missing accents, multi-word
 * questions and product names among them. Used by the relevance bench
 * (`BENCH_ONLY=relevance npm run bench`: our index against Pagefind over the
 * same pages) and by tests/build/search-relevance.test.ts, which keeps our
 * figures from falling.
 */
import type { LocaleCode } from '../../site/locales';

export interface RelevanceQuery {
  lang: LocaleCode;
  query: string;
  /** Docs ids of the pages that answer it; any of them counts. */
  answers: string[];
  /** What makes it hard. */
  kind?: 'typo' | 'accents' | 'question' | 'product';
}

const SUBTITLES = ['features/subtitles', 'features/video-subtitles'];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // English
  { lang: 'en', query: 'subtitels', answers: SUBTITLES, kind: 'typo' },
  { lang: 'en', query: 'traslate pdf', answers: ['features/pdf'], kind: 'typo' },
  { lang: 'en', query: 'subtitles', answers: SUBTITLES },
  { lang: 'en', query: 'how do I translate a pdf', answers: ['features/pdf'], kind: 'question' },
  { lang: 'en', query: 'install extension', answers: ['installation'] },
  { lang: 'en', query: 'instalation', answers: ['installation'], kind: 'typo' },
  { lang: 'en', query: 'privacy policy', answers: ['PRIVACY'] },
  { lang: 'en', query: 'api key', answers: ['apikey'] },
  { lang: 'en', query: 'deepl', answers: ['services/deepL'], kind: 'product' },
  { lang: 'en', query: 'ollama local model', answers: ['services/ollama'], kind: 'product' },
  { lang: 'en', query: 'youtube bilingual subtitles', answers: ['features/video-subtitles'], kind: 'product' },
  { lang: 'en', query: 'kindle ebook', answers: ['features/epub'], kind: 'product' },
  { lang: 'en', query: 'manga', answers: ['features/manga'] },
  { lang: 'en', query: 'translate images', answers: ['features/image'] },
  { lang: 'en', query: 'hover translation', answers: ['features/hover'] },
  { lang: 'en', query: 'openai api key', answers: ['services/openai', 'apikey'], kind: 'product' },
  { lang: 'en', query: 'netflix', answers: ['videoSiteSupport', 'features/video-subtitles'], kind: 'product' },
  // Spanish
  { lang: 'es', query: 'subtitulos', answers: SUBTITLES, kind: 'accents' },
  { lang: 'es', query: 'traduccion pdf', answers: ['features/pdf'], kind: 'accents' },
  { lang: 'es', query: 'instalacion', answers: ['installation'], kind: 'accents' },
  { lang: 'es', query: 'politica de privacidad', answers: ['PRIVACY'], kind: 'accents' },
  { lang: 'es', query: 'claves de api', answers: ['apikey'] },
  { lang: 'es', query: 'traducir imagenes', answers: ['features/image'], kind: 'accents' },
  { lang: 'es', query: 'libros electronicos', answers: ['features/epub'], kind: 'accents' },
  { lang: 'es', query: 'sitios de video compatibles', answers: ['videoSiteSupport'] },
  // German
  { lang: 'de', query: 'Untertitle', answers: SUBTITLES, kind: 'typo' },
  { lang: 'de', query: 'pdf ubersetzen', answers: ['features/pdf'], kind: 'accents' },
  { lang: 'de', query: 'Datenschutzerklarung', answers: ['PRIVACY'], kind: 'accents' },
  { lang: 'de', query: 'API Schlussel', answers: ['apikey'], kind: 'accents' },
  { lang: 'de', query: 'Bildubersetzung', answers: ['features/image'], kind: 'accents' },
  { lang: 'de', query: 'Installation', answers: ['installation'] },
  { lang: 'de', query: 'zweisprachige Videountertitel', answers: ['features/video-subtitles'] },
  { lang: 'de', query: 'Schnellstart', answers: ['usage'] },
  // French
  { lang: 'fr', query: 'sous-titres', answers: SUBTITLES },
  { lang: 'fr', query: 'traduction pdf', answers: ['features/pdf'] },
  { lang: 'fr', query: 'politique de confidentialite', answers: ['PRIVACY'], kind: 'accents' },
  { lang: 'fr', query: 'cles api', answers: ['apikey'], kind: 'accents' },
  { lang: 'fr', query: 'traduire des images', answers: ['features/image'] },
  { lang: 'fr', query: 'livres numeriques', answers: ['features/epub'], kind: 'accents' },
  { lang: 'fr', query: 'demarrage rapide', answers: ['usage'], kind: 'accents' },
  // Japanese
  { lang: 'ja', query: '字幕', answers: SUBTITLES },
  { lang: 'ja', query: 'PDF 翻訳', answers: ['features/pdf'] },
  { lang: 'ja', query: 'プライバシーポリシー', answers: ['PRIVACY'] },
  { lang: 'ja', query: 'API キー', answers: ['apikey'] },
  { lang: 'ja', query: 'インストール', answers: ['installation'] },
  { lang: 'ja', query: 'マンガ', answers: ['features/manga'] },
  { lang: 'ja', query: '電子書籍', answers: ['features/epub'] },
  // Chinese
  { lang: 'zh', query: '字幕', answers: SUBTITLES },
  { lang: 'zh', query: 'PDF 翻译', answers: ['features/pdf'] },
  { lang: 'zh', query: '隐私政策', answers: ['PRIVACY'] },
  { lang: 'zh', query: 'API 密钥', answers: ['apikey'] },
  { lang: 'zh', query: '安装', answers: ['installation'] },
  { lang: 'zh', query: '漫画翻译', answers: ['features/manga'] },
  { lang: 'zh', query: '电子书', answers: ['features/epub'] },
  // Korean
  { lang: 'ko', query: '자막', answers: SUBTITLES },
  { lang: 'ko', query: 'PDF 번역', answers: ['features/pdf'] },
  { lang: 'ko', query: '개인정보', answers: ['PRIVACY'] },
  { lang: 'ko', query: 'API 키', answers: ['apikey'] },
  { lang: 'ko', query: '설치', answers: ['installation'] },
  // Arabic
  { lang: 'ar', query: 'ترجمة PDF', answers: ['features/pdf'] },
  { lang: 'ar', query: 'سياسة الخصوصية', answers: ['PRIVACY'] },
  { lang: 'ar', query: 'التثبيت', answers: ['installation'] },
  { lang: 'ar', query: 'مفاتيح API', answers: ['apikey'] },
  { lang: 'ar', query: 'المانغا', answers: ['features/manga'] },
  // Russian
  { lang: 'ru', query: 'субтитры', answers: SUBTITLES },
  { lang: 'ru', query: 'перевод pdf', answers: ['features/pdf'] },
  { lang: 'ru', query: 'политика конфиденциальности', answers: ['PRIVACY'] },
  { lang: 'ru', query: 'установка', answers: ['installation'] },
  { lang: 'ru', query: 'электронные книги', answers: ['features/epub'] },
  // Portuguese
  { lang: 'pt', query: 'legendas', answers: SUBTITLES },
  { lang: 'pt', query: 'traducao de pdf', answers: ['features/pdf'], kind: 'accents' },
  { lang: 'pt', query: 'politica de privacidade', answers: ['PRIVACY'], kind: 'accents' },
  { lang: 'pt', query: 'instalacao', answers: ['installation'], kind: 'accents' },
];
