import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "兑换 Diglot 会员",
    description: "输入兑换码，几秒钟即可开通 Pro 会员。",
  },
};

export default copy;
