import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot の活用シーン：職業別の読み方',
    description:
      '学生、研究者、開発者、投資家、海外と取引するビジネスパーソン、コンテンツクリエイターが、Diglot で外国語をどう読み、観て、書いているかをご紹介します。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '活用シーン',
      title: '読み手はさまざま。習慣はひとつ、原文をいつも目の前に',
      lead: 'Diglot を使う理由は人それぞれです。共通しているのは、文章をすばやく理解しながら、その正確な言葉も信頼したいということ。6つのタイプの読み手が、毎日の中でどう使っているかをご紹介します。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: '実際の活用事例', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: '学生',
      title: '原文で学んで、授業にも遅れない',
      text: '授業の課題文献、海外の講義動画、試験対策の資料。対訳表示なら、授業のペースについていきながら語彙も増やせます。「ホバーするまでぼかす」モードを使えば、どんな記事も読解の練習問題に早変わりします。',
      bullets: ['Coursera、edX、Khan Academy で対訳字幕', '訳文をぼかして、必要なときだけのぞく', '電子書籍を書き出して、リーダー端末で'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: '研究者',
      title: 'あらゆる言語の文献を、まとめて調査',
      text: 'アブストラクトを一気に流し読みし、有望な論文は、数式や表をそのまま保つ PDF Pro でじっくり精読。引用する前には、原文の一文がすぐそこにあります。',
      bullets: ['2段組みの論文やスキャンには PDF Pro', '専門分野の用語に合わせた AI エンジン', '読書会向けに対訳版を書き出し'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: '開発者',
      title: '世界中のドキュメント、Issue、フォーラムを',
      text: '解決策が外国語のスレッドに眠っていることは、よくあります。Diglot は文章だけを翻訳してコードブロックには手を触れないので、コマンドや識別子は書かれたとおりに残ります。',
      bullets: ['コードブロックは翻訳しない', '毎日読むドキュメントにはサイトルールを', '母語で書いて、Issue は英語で投稿'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'ほかにも、こんな人たちが',
      items: [
        { icon: 'chart', title: '投資家', text: '海外市場の開示資料や決算説明会、現地のニュースを、出たその日に読めます。' },
        { icon: 'briefcase', title: '海外と取引するビジネスパーソン', text: '仕入れ先や顧客からのメッセージに、入力欄翻訳を使って、母語から相手の言語で返信。' },
        { icon: 'camera', title: 'コンテンツクリエイター', text: '海外のトレンドをリサーチし、対訳の引用をフォロワーが読める画像にしてシェア。' },
        { icon: 'users', title: '語学学習者', text: '学んでいる言語のドラマや小説、マンガを。助けが必要なときは、1行下に訳文があります。' },
      ],
    },
    {
      type: 'cta',
      title: 'あなたなりの使い方を見つけよう',
      text: 'Diglot は主要なブラウザすべてで、無料ではじめられます。',
      primary: { label: 'Diglot を追加（無料）', href: '/download/' },
      secondary: { label: 'ラーニングセンター', href: '/learn/' },
    },
  ],
};

export default copy;
