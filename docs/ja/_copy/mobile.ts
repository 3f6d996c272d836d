import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'スマートフォンで Diglot：iPhone・iPad・Android',
    description:
      'iPhone、iPad、Android でも Web ページを対訳で。Safari 拡張機能、Android 版 Edge・Firefox、APK から選べて、タッチ操作に合わせた翻訳の仕方も用意しています。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'モバイル',
      title: 'ポケットの中に、対訳リーディング',
      lead: '通勤中に読もうと取っておいた記事、現場で開くマニュアル、寝る前にのぞくフォーラム。スマートフォンでも、Diglot が原文を残したまま翻訳します。',
      primary: { label: 'モバイル版 Diglot を入手', href: '/download/#stores' },
      secondary: { label: 'セットアップガイド', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: '3つの使い方',
      items: [
        { icon: 'mobile', title: 'iPhone・iPad の Safari', text: 'App Store からインストールし、「設定」›「アプリ」›「Safari」›「機能拡張」で Diglot を許可します。Safari のどのタブでも使えます。' },
        { icon: 'puzzle', title: 'Android の Edge と Firefox', text: 'どちらも Android で拡張機能が使えるブラウザです。それぞれのアドオンストアから Diglot を追加すれば、パソコンと同じように動きます。' },
        { icon: 'download', title: 'Android 版 APK', text: 'これらのブラウザがない端末では、APK を直接インストールできます。以前の Android 用ブラウザアプリは、現在メンテナンスされていません。' },
      ],
    },
    {
      type: 'split',
      title: '指で操作するために',
      text: 'スマートフォンには Ctrl キーがないので、Diglot はジェスチャーを用意しています。フローティングボタンをタップすればページ全体を、段落を長押しすればその段落だけを翻訳。それ以外は、パソコンと同じように使えます。',
      bullets: ['フローティングボタンはサイトごとに非表示にできる', '1段落だけを翻訳するジェスチャー', '表示スタイルもエンジンもパソコンと共通'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'モバイルに関する質問',
      items: [
        { q: 'パソコンの設定は引き継がれますか？', a: '同じアカウントでログインすれば、言語、エンジン、スタイルの設定がそのまま引き継がれます。' },
        { q: 'Android 版 Chrome で Diglot は使えますか？', a: 'Android 版 Chrome は拡張機能に対応していません。Android の Edge か Firefox、または APK をお使いください。' },
        { q: 'データ通信量は多くなりますか？', a: '翻訳サービスに送られるのは翻訳するテキストだけなので、1ページあたりの通信量はふつう数キロバイト程度です。' },
      ],
    },
    {
      type: 'copyLink',
      title: 'このページをスマートフォンで開く',
      text: 'リンクをコピーして自分宛てに送り、スマートフォンのブラウザからインストールしてください。',
      href: '/download/',
      button: 'リンクをコピー',
    },
  ],
};

export default copy;
