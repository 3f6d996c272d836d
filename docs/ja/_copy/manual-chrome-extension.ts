import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Chrome に Diglot を手動でインストール",
    description: "Chrome ウェブストアにアクセスできない場合は、zip ファイルから数ステップでインストールできます。",
  },
};

export default copy;
