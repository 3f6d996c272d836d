import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Chrome 用 Diglot の zip をダウンロード',
    description:
      'Diglot の Chrome 拡張機能を zip パッケージで提供しています。Chrome や Edge などの Chromium 系ブラウザに、手動で読み込むときにお使いください。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '手動インストール',
      title: 'Chrome 版 Diglot を、zip ファイルで',
      lead: 'Chrome ウェブストアで配布しているものと同じ拡張機能を、手動インストール用にまとめたものです。展開したら、ブラウザの拡張機能ページでフォルダを読み込んでください。',
      primary: { label: 'zip をダウンロード', href: '{store.zip}' },
      secondary: { label: '手順を詳しく見る', href: '/manual-chrome-extension/' },
      note: '手動インストールは自動更新されません。新しいバージョンは、このページから入手してください。',
      illustration: 'install',
    },
  ],
};

export default copy;
