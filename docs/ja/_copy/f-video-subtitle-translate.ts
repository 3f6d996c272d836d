import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "YouTube・Netflix など 60 以上の動画サイトで対訳字幕",
    description: "YouTube、Netflix、Coursera などで 2 言語の字幕を表示。オンライン会議の字幕にも対応します。",
  },
};

export default copy;
