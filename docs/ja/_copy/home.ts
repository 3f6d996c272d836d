import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot ホーム：拡張機能で翻訳できるすべて",
    description: "対訳 Web ページ、ドキュメント、字幕、画像、マンガ、各プラットフォーム向けアプリまで、Diglot の機能をひとめで。",
  },
};

export default copy;
