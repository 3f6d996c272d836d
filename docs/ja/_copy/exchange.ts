import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot の引き換えコードを使う",
    description: "引き換えコードを入力すると、数秒で Pro メンバーシップが有効になります。",
  },
};

export default copy;
