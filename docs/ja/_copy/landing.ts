import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot — Web ページ・PDF・動画を対訳で読む翻訳拡張機能",
    description: "Web ページ、PDF、電子書籍、動画字幕を原文と訳文の対訳で表示。20 以上の翻訳エンジンと 100 以上の言語に対応し、無料で使い始められます。",
  },
};

export default copy;
