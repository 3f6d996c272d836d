import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "マンガ・コミック翻訳",
    description: "いつも読んでいるサイトで、絵はそのままにマンガやコミックの吹き出しを翻訳します。",
  },
};

export default copy;
