import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Chrome 用 Diglot の zip をダウンロード",
    description: "手動インストール用の Chrome 拡張機能 zip パッケージを入手します。",
  },
};

export default copy;
