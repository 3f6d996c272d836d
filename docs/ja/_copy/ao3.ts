import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'AO3 や二次創作を、母語で読む',
    description:
      'Archive of Our Own などの二次創作サイトを、章ごとに対訳で翻訳。サイトのナビゲーションも、作者のノートやタグもそのまま残るので、いつもどおりに作品を楽しめます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '二次創作',
      title: 'どの言語で書かれた作品も、あなたの言葉で',
      lead: 'ファンダムの名作の中には、あなたの読めない言語で書かれたものもあります。Diglot は Archive of Our Own などの二次創作サイトの作品を段落ごとに翻訳し、作者の原文もすぐそばに残します。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: 'サイト別の対応状況', href: '/docs/sites/' },
      illustration: 'book',
    },
    {
      type: 'featureGrid',
      title: 'アーカイブの読み方に合わせて',
      items: [
        { icon: 'book', title: '章ごとに翻訳', text: '章を開けば翻訳がスタート。サイト本来のボタンで次の章へ進んでも、Diglot がきちんとついていきます。' },
        { icon: 'columns', title: '原文と訳文を並べて', text: 'セリフや言葉遊び、敬称のニュアンスも、原文の一行をちらりと見られれば楽しさが増します。' },
        { icon: 'check', title: 'タグ・ノート・あらすじ', text: 'あらすじや作者のノート、タグも翻訳されるので、読み始める前に作品を選べます。' },
        { icon: 'sparkles', title: '文脈を読む AI', text: 'Pro なら AI 翻訳が、長い章でも人名や語り口を最後まで揃えます。', pro: true },
      ],
    },
    {
      type: 'split',
      title: '作者へのリスペクトを忘れずに',
      text: 'Diglot の翻訳は、あなたのブラウザの中で、あなただけのために行われます。転載は一切なく、作品はアーカイブに残ったままなので、Kudos やコメントもきちんと作者に届きます。',
      bullets: ['コピーや再公開は一切なし', 'Kudos やコメントはいつもどおり', '全文表示でも、章ごとの表示でも使える'],
      illustration: 'book',
    },
    {
      type: 'faq',
      title: '読者のみなさんからの質問',
      items: [
        { q: '「Entire Work」（全文表示）でも使えますか？', a: 'はい。長い作品はスクロールに合わせて翻訳していくので、ページが重くなりません。' },
        { q: 'キャラクター名を翻訳せずに残せますか？', a: 'はい。AI プロンプト設定の用語集に登録しておけば、書かれたとおりの表記で残ります。' },
        { q: 'ほかにどの二次創作サイトで使えますか？', a: '一般的なテキストのサイトなら、どこでも使えます。特別な対応をしているサイトは、サイト別の対応状況ページに一覧があります。' },
      ],
    },
  ],
};

export default copy;
