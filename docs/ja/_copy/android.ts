import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Android 版 Diglot をダウンロード中',
    description:
      'Android 版 Diglot アプリ（APK）のダウンロードは自動で始まります。始まらないときは、このページの手動ダウンロード用リンクからファイルを入手してください。',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Android 版 Diglot',
      starting: 'まもなくダウンロードが始まります…',
      started: 'ダウンロードを開始しました。完了したらファイルを開いて、Diglot をインストールしてください。',
      manual: 'APK を手動でダウンロード',
      help: 'Android の設定によっては、先にブラウザからのアプリのインストールを許可するよう求められます。',
      helpLink: { label: 'Android へのインストール方法', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
