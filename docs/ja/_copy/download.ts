import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot をダウンロード｜Chrome・Edge・Firefox・Safari 対応',
    description:
      'お使いのブラウザ向けの Diglot を入手できます。Mac・iPhone・iPad の Safari 版や Android 版もご用意。インストールは無料で、アカウント登録も必要ありません。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'ダウンロード',
      title: 'いつものブラウザに、Diglot を',
      lead: 'Diglot はブラウザの中で動くので、ほかに何かをインストールする必要はありません。下からお使いのブラウザを選んでください。おすすめのものを先頭に表示しています。',
      primary: { label: 'すべてのダウンロードを見る', href: '#stores' },
      secondary: { label: 'インストールガイド', href: '/docs/installation/' },
      note: '無料。Windows、macOS、Linux、iOS、Android で使えます',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'ダウンロード',
      yourBrowser: 'お使いのブラウザにおすすめ',
      otherBrowsers: 'そのほかのブラウザ',
      mobileTitle: 'スマートフォン・タブレット',
      stores: {
        chrome: { name: 'Chrome 版', action: 'Chrome に追加', note: 'Brave、Arc、Opera、Vivaldi などの Chromium 系ブラウザでも使えます。' },
        edge: { name: 'Microsoft Edge 版', action: 'Edge 版を入手', note: 'Edge アドオンストアから。Windows、macOS、Android に対応しています。' },
        firefox: { name: 'Firefox 版', action: 'Firefox に追加', note: 'Firefox Add-ons から。パソコンでも Android でも使えます。' },
        safariMac: { name: 'Mac 版 Safari', action: 'Mac App Store からダウンロード', note: 'インストール後、Safari の「設定」›「機能拡張」でオンにしてください。' },
        safariIos: { name: 'iPhone・iPad 版 Safari', action: 'App Store からダウンロード', note: 'インストール後、「設定」›「アプリ」›「Safari」›「機能拡張」で許可してください。' },
        mobileApp: { name: 'Diglot モバイルアプリ', action: 'アプリのページを開く', note: '外出先でも読んで、翻訳して。設定は同期されます。' },
        apk: { name: 'Android 版（APK）', action: 'APK をダウンロード', note: 'ストアのない Android 端末向けです。以前のブラウザアプリは、現在メンテナンスされていません。' },
        zip: { name: 'Chrome 版（zip）', action: 'zip をダウンロード', note: '手動でインストールする場合に。' },
      },
      manualTitle: 'ブラウザのストアにアクセスできない場合は',
      manualText: 'Chrome 版は zip ファイルからでも、数ステップでインストールできます。「デベロッパー モード」をオンにして、「パッケージ化されていない拡張機能を読み込む」を使います。',
      manualLink: { label: '手動でインストール', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'インストールしたら',
      items: [
        { title: 'アイコンを固定', text: 'ツールバーのパズルピースのアイコンをクリックして Diglot を固定すれば、いつでもワンクリックで呼び出せます。' },
        { title: '言語を選ぶ', text: 'Diglot のポップアップを開き、読みたい言語を選びます。' },
        { title: '最初のページを翻訳', text: '外国語の記事を開いて Alt+A を押すか、「このページを翻訳」をクリックします。', link: { label: 'クイックスタート', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
