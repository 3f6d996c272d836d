import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "画像の中の文字を翻訳",
    description: "写真、スクリーンショット、インフォグラフィックの中の文字をページ上でそのまま翻訳します。",
  },
};

export default copy;
