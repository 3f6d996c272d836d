import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Chrome・Edge・Brave などに Diglot を手動でインストール',
    description:
      'Chrome ウェブストアにアクセスできなくても大丈夫。Diglot の zip をダウンロードし、デベロッパー モードをオンにして、5つの手順で拡張機能を読み込めます。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '手動インストール',
      title: 'Chrome ウェブストアを使わずにインストール',
      lead: 'ネットワークや会社のパソコンによっては、Chrome ウェブストアがブロックされていることがあります。それでも Diglot は使えます。同じ Chrome 版を zip ファイルでダウンロードし、自分で読み込むだけ。Chrome、Edge、Brave、Arc、Opera などの Chromium 系ブラウザで使えます。',
      primary: { label: 'zip をダウンロード', href: '/manual-chrome-extension/zip/' },
      secondary: { label: 'ストアからインストールする', href: '/download/' },
      illustration: 'install',
    },
    {
      type: 'steps',
      id: 'steps',
      title: '5つの手順',
      items: [
        { title: 'zip をダウンロード', text: 'Chrome 用の最新の Diglot zip を入手し、「ドキュメント」フォルダなど、消さずに残しておける場所に保存します。', link: { label: 'ダウンロードページ', href: '/manual-chrome-extension/zip/' } },
        { title: '展開する', text: 'ファイルをフォルダに展開します。このフォルダは削除しないでください。ブラウザは起動するたびに、ここから Diglot を読み込みます。' },
        { title: '拡張機能のページを開く', text: 'このアドレスをアドレスバーに入力して、Enter キーを押します（Edge の場合は edge://extensions）。', copy: 'chrome://extensions' },
        { title: 'デベロッパー モードをオンに', text: '右上の「デベロッパー モード」をオンにします（Edge では左下の「開発者モード」）。新しいボタンが表示されます。' },
        { title: 'フォルダを読み込む', text: '「パッケージ化されていない拡張機能を読み込む」をクリックし、展開したフォルダ（manifest.json が入っているフォルダ）を選びます。Diglot が一覧とツールバーに表示されます。' },
      ],
    },
    {
      type: 'faq',
      title: '手動インストールに関する質問',
      items: [
        { q: 'Diglot は自動で更新されますか？', a: 'いいえ。手動インストールでは自動更新されません。新しい zip をダウンロードしてフォルダの中身を入れ替え、拡張機能のページで再読み込みボタン（円形の矢印）をクリックしてください。設定はそのまま残ります。' },
        { q: 'ストアからの拡張機能ではない、と Chrome に表示されます。問題ありませんか？', a: 'Chrome は、パッケージ化されていない拡張機能すべてにこの通知を表示します。閉じてしまってかまいません。Diglot の動作は変わりません。' },
        { q: '「マニフェスト ファイルが見つからない」といったエラーが出ます。', a: '選んだフォルダが違っています。その1つ上の階層ではなく、manifest.json が直接入っているフォルダを選んでください。' },
        { q: 'あとからストア版に切り替えられますか？', a: 'はい。手動で入れた Diglot を削除してから、ストアからインストールしてください。ログインすれば設定が戻ります。' },
      ],
    },
    {
      type: 'cta',
      title: 'インストール完了。さっそく読みはじめましょう',
      primary: { label: 'はじめの一歩', href: '/welcome/' },
      secondary: { label: 'インストールガイド', href: '/docs/installation/' },
    },
  ],
};

export default copy;
