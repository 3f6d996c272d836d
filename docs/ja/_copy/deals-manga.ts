import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '新規ユーザー限定：Manga Pro 3日間無料体験',
    description:
      'Diglot を初めてお使いの方へ。Manga Pro を3日間無料で体験できます（1アカウント1回限り）。マンガやコミックの吹き出しを、その場で翻訳して読めます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '期間限定キャンペーン',
      title: 'Manga Pro、3日間無料',
      lead: 'Diglot を初めてお使いなら、Manga Pro の3日間無料体験をどうぞ。追いかけている連載を、吹き出しをひとつ残らず翻訳した状態で読めます。読むのはいつものサイトのまま、作画にも一切手を加えません。',
      primary: { label: '無料体験を申し込む', href: '#claim' },
      secondary: { label: 'マンガ翻訳のしくみ', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Manga Pro の無料体験を受け取る',
      lead: 'Diglot のアカウントと、このブラウザへの拡張機能のインストールが必要です。体験期間は、受け取った時点から始まります。',
      perks: [
        'Pixiv、MangaDex、MANGA Plus などで、吹き出しをその場で翻訳',
        '縦書きや右綴じのページにも対応',
        'まるごと3日間。支払い情報の登録は不要',
      ],
      claim: 'Manga Pro を3日間無料で使う',
      endsOn: 'キャンペーン終了日：{date}。新規ユーザーのみ、1アカウントにつき1回限りです。',
    },
    {
      type: 'steps',
      title: '3ステップで完了',
      items: [
        { title: 'ログイン', text: '無料アカウントを作成するか、お持ちのアカウントでログインします。' },
        { title: 'Diglot をインストール', text: 'このブラウザに拡張機能を追加したら、このページに戻って再読み込みしてください。', link: { label: 'ダウンロード', href: '/download/' } },
        { title: '受け取って、読む', text: '上のボタンを押したら、マンガの話を開いて Diglot のアイコンをクリックします。' },
      ],
    },
    {
      type: 'faq',
      title: '無料体験について',
      items: [
        { q: '「新規ユーザー」の条件は？', a: 'これまでに Pro や無料体験を利用したことのないアカウントが対象です。受け取りは1アカウントにつき1回までです。' },
        { q: '3日間が過ぎたらどうなりますか？', a: 'マンガ翻訳がオフになり、そのほかの機能は Free プランで引き続き使えます。料金が発生することはありません。' },
        { q: '拡張機能を入れたのに、まだインストールを求められます。', a: 'インストールしたあとでページを再読み込みしてください。Diglot が入っていることを、このページが確認できるようになります。' },
      ],
    },
  ],
};

export default copy;
