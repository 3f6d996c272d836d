import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '料金プラン：Diglot Free と Pro',
    description:
      'Diglot の Free と Pro を比較できます。Pro では PDF Pro、スマート AI 画像翻訳、マンガ翻訳、文脈を踏まえた AI 翻訳が使えます。月払いと年払いから選べます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '料金プラン',
      title: '毎日の読書は無料。手ごわい文書は Pro で。',
      lead: 'Web ページや動画、PDF を2つの言語で読むのに必要な機能は、すべて無料です。Pro では、高度な AI 処理を必要とする機能が加わります。組み直した PDF、スマートな画像翻訳とマンガ翻訳、そして文脈を理解する翻訳です。',
      primary: { label: 'プランを比較する', href: '#plans' },
      secondary: { label: '無料ではじめる', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: '読み方に合わせて選べるプラン',
      lead: '月払いのほか、おトクな年払いもお選びいただけます。解約はいつでも可能で、お支払い済みの期間が終わるまでは Pro をご利用いただけます。',
      periodLabel: 'お支払いサイクル',
      monthly: '月払い',
      yearly: '年払い',
      yearlySave: '{percent}% おトク',
      perMonth: '／月',
      perYear: '／年',
      billedYearly: '年1回 {price} のお支払い',
      free: {
        name: 'Free',
        tagline: 'すべてのサイトで対訳表示。無料エンジンで使えます。',
        priceNote: 'ずっと無料',
        cta: { label: 'ブラウザに追加', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: '論文、スキャン文書、マンガ、本格的な学習に。',
        badge: 'いちばん人気',
        cta: 'Pro を始める',
      },
      features: {
        engines: '無料の内蔵エンジン、または手持ちのキーで {engines} のサービス',
        webPages: '本文を自動で見分ける、Web ページの対訳表示',
        pdfViewer: '無料の対訳 PDF ビューアー',
        inputHover: '入力欄・ホバー・選択範囲の翻訳',
        videoSubtitles: '{videoSites} の動画サイトで対訳字幕',
        displayStyles: '{displayStyles} の表示スタイルとカスタム CSS',
        pdfPro: 'PDF Pro：数式・表・スキャン（OCR）・段組みに対応、書き出しや共有も',
        aiImages: 'スマート AI 画像翻訳',
        manga: 'マンガ・コミック翻訳',
        contextAi: '文脈を踏まえた AI 翻訳（ベータ版）',
        premiumQuota: 'プレミアムモデルのトークン（毎月の利用枠）',
      },
      compareTitle: 'Free と Pro の機能比較',
      included: '利用可能',
      notIncluded: '対象外',
    },
    {
      type: 'accuracy',
      title: '読むために作られた翻訳エンジン',
      lead: 'Pro メンバーは、Diglot 専用の翻訳エンジンを利用できます。長文の読解に合わせて調整されており、ベースラインのエンジンと比べて、以下の言語ペアで数倍の精度を示しています。',
      pairs: { 'en-de': '英語 → ドイツ語', 'en-zh': '英語 → 中国語', 'en-ja': '英語 → 日本語' },
      value: '精度 {multiple} 倍',
      footnote: 'ベースラインのエンジンに対する相対的な精度です。実際の結果は文章の内容や言語の組み合わせによって異なります。',
    },
    {
      type: 'faq',
      title: 'プランに関する質問',
      items: [
        {
          q: '月末に利用枠はどうなりますか？',
          a: 'プレミアムモデルの利用枠は毎月更新され、使い切れなかったトークンは翌月に繰り越されません。途中で足りなくなったら、プランはそのままでトラフィックパックを追加できます。',
        },
        {
          q: '月払いと年払いは切り替えられますか？',
          a: 'はい。変更は次回の更新時に反映され、それまでは引き続き Pro をご利用いただけます。',
        },
        {
          q: '自分の OpenAI や DeepL のキーを使うのに、Pro は必要ですか？',
          a: 'いいえ。手持ちのキーは Free プランでも使えます。利用した分の料金は、各プロバイダーに直接お支払いいただきます。',
        },
        {
          q: '解約できますか？',
          a: 'はい、アカウントからいつでも解約できます。お支払い済みの期間が終わるまでは Pro が有効で、その後は Free に戻ります。',
        },
        {
          q: '引き換えコードを持っています。どこで使えますか？',
          a: '引き換えページでログインしてコードを入力すると、コードに定められた期間の Pro が有効になります。',
        },
      ],
    },
    {
      type: 'cta',
      title: 'いちばん手ごわい文書で、Pro を試す',
      text: 'スキャンした PDF、数式、マンガ、長いレポート。ふだん読んでいるファイルで、Pro の実力を確かめてください。',
      primary: { label: 'Pro を始める', href: '#plans' },
      secondary: { label: 'コードをお持ちの方はこちら', href: '/exchange/' },
    },
  ],
};

export default copy;
