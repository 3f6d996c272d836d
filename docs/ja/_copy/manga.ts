import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot のマンガ・コミック翻訳',
    description:
      'いつも読んでいるサイトで、マンガや韓国マンガ、海外コミックの吹き出しを翻訳。作画はそのまま残ります。Diglot Pro でご利用いただける機能です。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'マンガ翻訳・Pro',
      title: '今日出た最新話を、今日読む',
      lead: '公式翻訳には何か月もかかり、ファン翻訳は来ないこともあります。Diglot は吹き出しを読み取って翻訳し、そのテキストをページに描き戻します。連載を、本国での公開と同時に追いかけられます。',
      primary: { label: '3日間無料で試す', href: '/deals/manga/' },
      secondary: { label: 'Pro プランを見る', href: '/pricing/' },
      illustration: 'manga',
    },
    {
      type: 'featureGrid',
      title: 'マンガの描かれ方に合わせて',
      items: [
        { icon: 'manga', title: '訳文は吹き出しの中へ', text: '訳文は元の吹き出しのスペースに合わせて収まるので、コマはマンガらしく読めるままです。' },
        { icon: 'columns', title: '縦書きと右綴じ', text: '日本語の縦書き、右から左へのページ順、韓国のウェブトゥーンの縦長ページも、正しい順序で読み取ります。' },
        { icon: 'sparkles', title: '効果音や看板も', text: '手描きの効果音や背景の看板も翻訳できます。お好みで、そのまま残しておくことも可能です。' },
        { icon: 'globe', title: 'いつものサイトで', text: 'Pixiv、MangaDex、MANGA Plus などの人気サイトに加え、マンガの画像を表示するページならどこでも使えます。' },
      ],
    },
    {
      type: 'split',
      title: 'キーひとつで、原文と訳文を切り替え',
      text: '元の描き文字を見たくなったら、Alt+A で原文に戻り、もう一度押せば訳文に戻ります。翻訳済みの話はキャッシュされるので、読み返しに追加のコストはかかりません。',
      bullets: ['作画もコマ割りもそのまま', '元の描き文字はキーひとつで', '翻訳済みの話はキャッシュして読み返しに'],
      illustration: 'manga',
    },
    {
      type: 'faq',
      title: 'マンガ翻訳に関する質問',
      items: [
        { q: 'マンガ翻訳は無料ですか？', a: 'マンガ翻訳は Pro の機能です。画像の読み取りと描き直しに、サーバー側の AI を使うためです。新規ユーザーは3日間無料でお試しいただけます。' },
        { q: '対応している言語は？', a: '日本語、韓国語、中国語のマンガを、Diglot が対応する {languages} の言語のいずれにも翻訳できます。欧米のコミックにも対応しています。' },
        { q: '話をどこかにダウンロードしていませんか？', a: '翻訳のために処理するのは、今読んでいるページの画像だけです。マンガのコピーを保存することはありません。' },
      ],
    },
    {
      type: 'cta',
      title: '次の話を、あなたの言葉で',
      primary: { label: '無料体験を受け取る', href: '/deals/manga/' },
      secondary: { label: 'マンガ翻訳のガイドを読む', href: '/docs/features/manga/' },
    },
  ],
};

export default copy;
