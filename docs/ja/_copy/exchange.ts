import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '引き換えコードで Diglot Pro を有効にする',
    description:
      'プレゼントやイベントで受け取った Diglot の引き換えコードは、こちらで使えます。ログインしてコードを入力すれば、すぐに Pro メンバーシップが有効になります。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'コードの引き換え',
      title: 'そのコードを、Pro に',
      lead: '引き換えコードは、プレゼントやイベント、学校、パートナー企業などから配布されています。下にコードを入力すると、コードに定められた期間の Pro がアカウントに追加されます。',
      primary: { label: 'コードを入力する', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'コードを引き換える',
      lead: 'コードは英数字16文字で、4文字ずつ区切って表記されていることが多いです。ハイフンやスペースは、入れても入れなくてもかまいません。',
      label: '引き換えコード',
      placeholder: '例）ABCD-EFGH-JKMN-PQRS',
      hint: '大文字と小文字は区別しません。コードに 0、O、1、I、L は使われていません。',
      submit: '引き換える',
    },
    {
      type: 'faq',
      title: 'コードについて',
      items: [
        { q: 'すでに Pro を利用中です。どうなりますか？', a: 'メンバーシップが延長されます。コードの期間は、現在の有効期限のあとに追加されます。' },
        { q: 'コードをほかの人に譲れますか？', a: 'はい、まだ誰も引き換えていなければ可能です。各コードは1回だけ使えます。' },
        { q: '「有効期限切れ」と表示されます。', a: 'コードは、一緒に記載された期限までに引き換える必要があります。誤りだと思われる場合は、コードを添えてお問い合わせください。' },
      ],
    },
  ],
};

export default copy;
