import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot へようこそ：最初の5分でできること',
    description:
      'Diglot のインストールが完了しました。アイコンを固定し、言語を選んで、最初のページを翻訳しましょう。よく使う3つのショートカットもご紹介します。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'ようこそ',
      title: '準備完了。最初のページを翻訳しましょう',
      lead: 'Diglot をインストールいただき、ありがとうございます。下の手順を5分ほど試せば、毎日の読書に必要なことはひととおりわかります。そのほかの機能は、必要になったときで大丈夫です。',
      primary: { label: 'チュートリアルを開く', href: '/docs/usage/' },
      secondary: { label: 'ラーニングセンター', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'はじめの一歩',
      items: [
        { title: 'アイコンを固定', text: 'ブラウザのツールバーにあるパズルピースのメニューを開いて Diglot を固定すれば、どのページでもワンクリックで使えます。' },
        { title: '言語を選ぶ', text: 'Diglot のアイコンをクリックして、読みたい言語を選びます。設定はすべてのサイトで共通です。' },
        { title: 'このページを翻訳', text: 'ポップアップの「翻訳」をクリックするか、Alt+A を押します。各段落の下に訳文が表示されます。もう一度 Alt+A を押せば、原文に戻ります。' },
        { title: 'エンジンを選ぶ', text: '内蔵エンジンなら、すぐに使えます。あとから手持ちのキーで、DeepL や OpenAI などのサービスも追加できます。', link: { label: '翻訳サービス', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: '覚えておきたい3つのショートカット',
      lead: 'ショートカットはすべて、ブラウザの拡張機能の設定で変更できます。',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'ページを翻訳。もう一度押せば原文を表示。' },
        { icon: 'cursor', title: 'Ctrl を押しながらマウスを合わせる', text: 'マウスの下にある段落だけを翻訳。' },
        { icon: 'keyboard', title: 'スペースキーを {inputSpaces} 回', text: '入力欄で、入力した文章を訳文に置き換え。' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'いつも読んでいるもので試す',
      items: [
        { icon: 'pdf', title: 'PDF を読む', text: 'PDF のリンクを開いて、2つの言語で読んでみましょう。', link: { label: 'PDF 翻訳', href: '/f-pdf-translate/' } },
        { icon: 'video', title: '動画を観る', text: '字幕つきの YouTube 動画を再生して、2行目の字幕をオンに。', link: { label: '動画字幕', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: '見た目を変える', text: '表示スタイルを、ハイライト、下線、「ホバーするまでぼかす」などに切り替えてみましょう。', link: { label: '表示スタイル', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'さっそく疑問が？',
      text: 'よく寄せられる質問には FAQ が、それ以外の疑問にはコミュニティが答えてくれます。',
      primary: { label: 'FAQ を読む', href: '/docs/faq/' },
      secondary: { label: 'コミュニティ', href: '/docs/communities/' },
    },
  ],
};

export default copy;
