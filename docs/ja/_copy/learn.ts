import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'ラーニングセンター：2つの言語で読むためのガイド集',
    description:
      'Diglot の使い方を、短く実践的なガイドで。最初のページ翻訳、PDF と論文、対訳字幕、AI エンジンの選び方、プロンプトの書き方、サイトごとの調整まで。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'ラーニングセンター',
      title: '短いガイドで、一歩ずつ',
      lead: 'Diglot をインストールしたばかりの方にも、毎日使っている方にも、時間を節約できるガイドがここにあります。どれも数分で読めて、読み終わるころにはあなたのブラウザで実際に動いています。',
      primary: { label: '基本から始める', href: '/docs/usage/' },
      secondary: { label: 'よくある質問', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'はじめに',
      lead: '多くの人が必要とする順に、基本をまとめました。',
      items: [
        { tag: '基本', minutes: 3, title: 'Diglot をインストール', text: 'あらゆるブラウザとプラットフォームに対応。ストアにアクセスできないときの手動インストールも。', href: '/docs/installation/' },
        { tag: '基本', minutes: 5, title: '最初のページを翻訳', text: 'ツールバーのボタン、ショートカット、原文への戻し方。', href: '/docs/usage/' },
        { tag: '基本', minutes: 4, title: '入力しながら翻訳', text: 'どの入力欄でも、母語で書いたものを別の言語で送信。', href: '/docs/input/' },
        { tag: '基本', minutes: 3, title: 'ホバーで1段落だけ翻訳', text: 'キーを押しながらマウスを合わせるだけ。1つの段落を確かめる最速の方法です。', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'ドキュメントとメディア',
      items: [
        { tag: 'ドキュメント', minutes: 6, title: 'PDF と研究論文', text: '無料のビューアー、PDF Pro、対訳版の書き出し。', href: '/docs/features/pdf/' },
        { tag: 'ドキュメント', minutes: 4, title: '電子書籍', text: 'ePub の本を対訳で読み、電子書籍リーダー用に書き出す。', href: '/docs/features/epub/' },
        { tag: '動画', minutes: 4, title: '動画の対訳字幕', text: '動画配信サイトや講座サイトで、字幕を2行表示に。', href: '/docs/features/video-subtitles/' },
        { tag: '動画', minutes: 3, title: '字幕ファイル', text: '.srt や .vtt ファイルを翻訳し、両方の言語を残す。', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'さらに使いこなす',
      items: [
        { tag: 'AI', minutes: 8, title: '翻訳エンジンを選ぶ', text: '無料エンジン、手持ちのキー、ローカルモデルを比較。', href: '/docs/services/' },
        { tag: 'AI', minutes: 7, title: 'より良いプロンプトを書く', text: '専門分野、文体、用語を AI エンジンに伝えるコツ。', href: '/docs/prompts/' },
        { tag: '設定', minutes: 6, title: '詳細設定', text: 'サイトルール、表示スタイル、カスタム CSS、ショートカット。', href: '/docs/advanced/' },
        { tag: 'ヒント', minutes: 5, title: 'みんなの Diglot 活用法', text: '学生、研究者、開発者が実際に続けている使い方。', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'まだ解決しませんか？',
      text: 'ドキュメントを検索するか、コミュニティで聞いてみましょう。同じ疑問にぶつかった人が、きっといます。',
      primary: { label: 'ドキュメントを検索', href: '/search/' },
      secondary: { label: 'コミュニティに参加', href: '/docs/communities/' },
    },
  ],
};

export default copy;
