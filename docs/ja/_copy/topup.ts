import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "トラフィックパックで Diglot の利用枠を追加",
    description: "今月の上位モデル翻訳が足りないときは、Pro の利用枠にトラフィックパックを追加できます。",
  },
};

export default copy;
