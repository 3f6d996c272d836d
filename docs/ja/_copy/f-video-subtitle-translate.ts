import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'YouTube や Netflix など {videoSites} の動画サイトで対訳字幕',
    description:
      '講義やドラマ、講演を、元の字幕と訳文を同時に表示して視聴できます。{videoSites} の動画サイトに加え、Zoom、Google Meet、Teams の字幕にも対応しています。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '動画字幕',
      title: '字幕は2行。聞こえた言葉と、その意味を',
      lead: 'Diglot は、いつも見ているサイトの元の字幕の下に、訳文の行を加えます。外国語の講義についていき、ドラマのジョークに笑い、見ているうちに新しい単語も覚えられます。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: '対応している動画サイト', href: '/docs/videoSiteSupport/' },
      note: 'YouTube、Netflix、Prime Video、Disney+、Coursera、Udemy、TED など',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: '対訳字幕に対応した動画サイト' },
        { value: '3', label: 'ライブ字幕を翻訳できる会議アプリ（Zoom、Google Meet、Teams）' },
        { value: '6', label: '翻訳・書き出しに対応した字幕ファイル形式' },
      ],
    },
    {
      type: 'featureGrid',
      title: '読むためだけでなく、観るためにも',
      items: [
        { icon: 'video', title: '動画配信と講座', text: 'YouTube、Netflix、Prime Video、Disney+、HBO Max、Hulu、Vimeo、Coursera、Udemy、edX、Khan Academy、BBC iPlayer、Bilibili など多数。' },
        { icon: 'meeting', title: 'オンライン会議', text: 'Zoom、Google Meet、Microsoft Teams のライブ字幕に、話すそばから訳文の行が加わります。' },
        { icon: 'palette', title: '字幕は好みのスタイルで', text: '行ごとにサイズや色、位置を変えられます。訳文だけの表示も可能です。' },
        { icon: 'subtitles', title: '字幕ファイル', text: '.srt、.vtt、.ass、.ssa、.sbv、.lrc ファイルを翻訳し、どのプレーヤーでも使える対訳字幕として保存できます。', link: { label: '字幕ファイルのガイド', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: '動画で語学',
      title: '最高の語学レッスンは、好きな作品の中に',
      text: '原語のセリフを耳で聞きながら目でも追い、その下には母語の訳。どのエピソードも、リスニングの練習に変わります。気になるフレーズで一時停止して2行を見比べ、腑に落ちたら再生を続けましょう。',
      bullets: ['原文と訳文は常に同期', 'サイトが提供する字幕トラックをそのまま利用', '自然で文脈に沿った字幕を生む AI エンジン'],
      illustration: 'video',
      link: { label: '動画字幕のガイド', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: '字幕に関する質問',
      items: [
        { q: '字幕のない動画はどうなりますか？', a: 'Diglot は、サイトが提供する字幕トラックを翻訳します。サイトに自動生成字幕がある場合は、それも翻訳できます。' },
        { q: '全画面表示でも使えますか？', a: 'はい。全画面モードやシアターモードでも、2行の字幕が表示されたままです。' },
        { q: '無料で使えますか？', a: '対訳字幕は、内蔵エンジンを使って無料プランで利用できます。Pro では、より自然な訳を生むプレミアム AI エンジンが加わります。' },
      ],
    },
    {
      type: 'cta',
      title: '2つの言語で、再生しよう',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: '対応サイト一覧', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
