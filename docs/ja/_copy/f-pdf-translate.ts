import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'PDF 対訳翻訳｜論文・レポート・スキャン文書も Diglot で',
    description:
      'どんな PDF も、無料のビューアーで段落ごとに2つの言語で読めます。PDF Pro なら数式・表・スキャン・段組みを含む論文も組み直し、対訳版として書き出せます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'PDF 翻訳',
      title: 'あらゆる PDF を、母語と原文で',
      lead: '論文も契約書もマニュアルも、Diglot のビューアーで開けば、段落ごとにすぐ隣へ訳文が並びます。打ち直しも抜け落ちもなく、原文の正確な表現をいつでも確かめられます。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: 'PDF 翻訳ガイド', href: '/docs/features/pdf/' },
      note: 'ビューアーは無料。PDF Pro は Pro プランに含まれます。',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'PDF の読み方は2通り',
      lead: 'ふだんの文書は、無料のビューアーで。レイアウトが手ごわいときは、PDF Pro に切り替えましょう。',
      items: [
        {
          icon: 'pdf',
          title: '無料の対訳ビューアー',
          text: 'パソコン内の PDF もリンク先の PDF も、ブラウザでそのまま開き、段落ごとに訳文つきで読めます。',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: '翻訳の前に文書を組み直します。数式は数式のまま、表は表のまま。2段組みの論文も正しい順序で読めます。',
          pro: true,
        },
        {
          icon: 'camera',
          title: 'スキャンしたページ',
          text: 'PDF Pro は、スキャンや撮影したページの文字も認識。古い書籍や紙の配布資料も翻訳できます。',
          pro: true,
        },
        {
          icon: 'share',
          title: '書き出しと共有',
          text: '結果を対訳 PDF や Web ページとして保存したり、拡張機能がなくても同僚が開けるオンラインリンクを公開したりできます。',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '研究のために',
      title: 'ほかの翻訳ツールが音を上げる論文こそ',
      text: '学術 PDF には、段組み、脚注、数式、図表のキャプション、参考文献が入り混じっています。翻訳ボックスにコピーすれば順序はばらばら、数式は崩れてしまいます。PDF Pro は人が読むようにページを読み取り、ブロックごとに翻訳します。',
      bullets: [
        '数式や記号は、そのまま保持',
        '表は行ごとに再構成し、セルの中身を翻訳',
        '文書全体のレイアウトを保ったまま翻訳するモード',
      ],
      illustration: 'pdf',
      link: { label: 'PDF Pro のガイドを読む', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: '最初の PDF を翻訳する',
      items: [
        { title: 'Diglot をインストール', text: 'Chrome、Edge、Firefox、Safari に拡張機能を追加します。1分もかかりません。', link: { label: 'ダウンロード', href: '/download/' } },
        { title: 'PDF を開く', text: 'いつもどおり PDF のリンクをクリックするか、パソコンのファイルを Diglot のビューアーにドラッグします。' },
        { title: '2つの言語で読む', text: '今読んでいるページから翻訳が始まり、スクロールすれば次のページも続けて翻訳されます。' },
      ],
    },
    {
      type: 'faq',
      title: 'PDF に関する質問',
      items: [
        { q: 'ページ数の上限はありますか？', a: '無料のビューアーは読み進めるそばから翻訳するので、ビューアー自体にページ数の上限はありません。PDF Pro で処理したページ数は、Pro プランの利用枠から差し引かれます。' },
        { q: '文書がパソコンの外に送られることはありますか？', a: '各段落のテキストは、選択した翻訳エンジンに送信されます。PDF Pro では組み直しのためにファイルをアップロードし、処理後に削除します。' },
        { q: '画像だけの PDF も翻訳できますか？', a: 'はい、PDF Pro なら可能です。スキャンしたページの文字を認識してから翻訳します。' },
        { q: '論文にはどのエンジンがおすすめですか？', a: 'AI エンジンなら、長い文書でも専門用語の訳を統一できます。各サービスの比較は、翻訳サービスのガイドをご覧ください。' },
      ],
    },
    {
      type: 'cta',
      title: '次の論文は、2つの言語で',
      text: 'ビューアーは無料、アカウント登録も不要です。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: 'Pro プランを見る', href: '/pricing/' },
    },
  ],
};

export default copy;
