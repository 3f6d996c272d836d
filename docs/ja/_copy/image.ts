import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot で画像の中の文字を翻訳',
    description:
      '写真やスクリーンショット、グラフ、インフォグラフィックの文字を、ページ上でそのまま翻訳。ブラウザ内で動く無料モードと、Pro 向けのスマート AI 翻訳を用意しています。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '画像翻訳',
      title: '画像の中の言葉を、その場で翻訳',
      lead: '商品写真、レポートのグラフ、フォーラム投稿のスクリーンショット、旅行ブログに載ったメニュー。Diglot は画像の中の文字を見つけ出し、その上に訳文を重ねて表示します。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: '画像翻訳のガイド', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: '2つのモード',
      items: [
        { icon: 'zap', title: '無料、ブラウザ内で完結', text: 'Chrome と Edge では、文字認識をお使いのデバイス上で実行します。鮮明なスクリーンショットやシンプルな図に向いていて、データがパソコンの外に出ることもありません。' },
        { icon: 'sparkles', title: 'スマート AI 翻訳', text: 'Pro なら、手ごわい画像は Diglot の AI サービスで処理します。装飾的なフォント、曲がった文字、低解像度、ごちゃごちゃした背景にも対応。', pro: true },
        { icon: 'cursor', title: '右クリックで、どの画像も', text: 'コンテキストメニューから画像を1枚だけ翻訳することも、ページ翻訳と一緒にすべての画像を翻訳することもできます。' },
        { icon: 'palette', title: '読みやすい重ね表示', text: '訳文は周囲になじむ背景つきで描かれるので読みやすく、マウスを合わせれば原文も確認できます。' },
      ],
    },
    {
      type: 'split',
      title: 'マンガ以外にも、こんなに役立つ',
      text: '海外での買い物、インフォグラフィックの読み込み、スクリーンショットだらけのチュートリアル、海外企業の年次報告書のグラフ。画像には、通常のページ翻訳では拾えない情報がたくさん詰まっています。',
      bullets: ['ドキュメント内のスクリーンショットや図解', '画像として保存されたグラフや表', '商品写真やパッケージ'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: '画像翻訳に関する質問',
      items: [
        { q: '無料モードに対応しているブラウザは？', a: 'Chrome と Edge です。そのほかのブラウザでは画像翻訳にスマート AI モードを使うため、Pro が必要です。' },
        { q: '画像は保存されますか？', a: '無料モードでは何もアップロードされません。スマート AI モードでは翻訳のために画像を送信しますが、処理後に保存されることはありません。' },
        { q: 'PDF の中の画像も翻訳できますか？', a: 'はい。PDF Pro は文書を組み直す過程で、スキャンしたページや図の中の文字も読み取ります。' },
      ],
    },
  ],
};

export default copy;
