import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot ドキュメントを検索',
    description:
      'Diglot のドキュメントに収録されたガイドや機能ページ、各翻訳サービスの設定方法、よくある質問への回答まで、キーワードひとつでまとめて検索できます。',
  },
  sections: [
    {
      type: 'guides',
      title: 'よく読まれているトピック',
      lead: '何を入力すればいいか迷ったら。たいていの疑問は、これらのページで解決します。',
      items: [
        { tag: '基本', title: 'クイックスタート', text: 'ページの翻訳と原文への戻し方、そのためのショートカット。', href: '/docs/usage/' },
        { tag: '基本', title: 'インストール', text: 'あらゆるブラウザ、スマートフォンやタブレット、手動インストール。', href: '/docs/installation/' },
        { tag: 'ヘルプ', title: 'よくある質問', text: '利用枠、アカウント、プライバシー、よくあるトラブル。', href: '/docs/faq/' },
        { tag: 'サービス', title: '翻訳サービス', text: 'どのエンジンを選ぶか、それぞれに何が必要か。', href: '/docs/services/' },
        { tag: 'ドキュメント', title: 'PDF 翻訳', text: '対訳ビューアー、PDF Pro、書き出し。', href: '/docs/features/pdf/' },
        { tag: '動画', title: '動画字幕', text: '動画配信サイトや講座サイトで、字幕を2行表示。', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'うまく検索するコツ',
      items: [
        { icon: 'compass', title: '画面の言葉で検索', text: '機能を説明する言葉ではなく、「表示スタイル」や「API キー」のように、Diglot の画面に出ている名前で検索しましょう。' },
        { icon: 'engine', title: 'サービス名を入れる', text: '「DeepL キー」「Ollama オリジン」のようにエンジン名を加えると、その設定ページに直接たどり着けます。' },
        { icon: 'keyboard', title: 'どこからでも検索', text: 'どのページでも Ctrl+K（Mac では ⌘K）を押せば、クイック検索が開きます。' },
      ],
    },
  ],
};

export default copy;
