import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot をダウンロード（Chrome・Edge・Firefox・Safari）",
    description: "ブラウザ、Mac、iPhone、Android に Diglot をインストール。ダウンロードは無料です。",
  },
};

export default copy;
