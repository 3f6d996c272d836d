import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'トラフィックパックで Diglot の利用枠を追加',
    description:
      '今月のプレミアム翻訳の利用枠を使い切ってしまったら、トラフィックパックで追加できます。プランはそのままに Pro の利用枠を上乗せして、読み続けられます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'トラフィックパック',
      title: '必要なときに、プレミアム翻訳をもっと',
      lead: 'Pro には毎月、プレミアムモデルのトークンの利用枠がついています。試験期間や長いレポート、本を1冊まるごと読むときには、月の途中で使い切ってしまうことも。そんなときはトラフィックパックで、プランを変えずに足りない分を上乗せできます。',
      primary: { label: 'パックを選ぶ', href: '#packs' },
      secondary: { label: 'プランを見る', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'パックを選ぶ',
      lead: 'パックのトークンは、すぐにアカウントに追加されます。毎月の利用枠を使い切ったあとに消費され、月末になっても失効しません。',
      packName: '{tokens} トークン',
      packs: {
        'pack-s': '記事や論文を読み込む、忙しい一週間に',
        'pack-m': '長いレポートや、短めの本1冊分に',
        'pack-l': '論文や書籍、大量の PDF を読む月に',
      },
      choose: 'パック',
      continue: 'お支払いへ進む',
      note: '購入手続きは Diglot のアカウントで行います。支払いの前に注文内容を確認できます。',
    },
    {
      type: 'faq',
      title: 'トラフィックパックについて',
      items: [
        { q: 'パックの購入に Pro は必要ですか？', a: 'パックは Pro に付属するプレミアム利用枠に上乗せされるものなので、使うには有効な Pro メンバーシップが必要です。' },
        { q: '利用枠を使う機能は？', a: 'プレミアム AI モデル、PDF Pro、スマート AI 画像翻訳、マンガ翻訳です。無料エンジンや手持ちの API キーで利用枠が減ることはありません。' },
        { q: 'Pro を解約したらどうなりますか？', a: '使っていないパックのトークンはアカウントに残り、Pro に再登録すると再び使えるようになります。' },
      ],
    },
  ],
};

export default copy;
