import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot へようこそ：最初の 5 分間",
    description: "Diglot のインストールが完了しました。ピン留めして言語を選び、最初のページを翻訳しましょう。",
  },
};

export default copy;
