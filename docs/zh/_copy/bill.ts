import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "账单与发票",
    description: "查看你的 Diglot 套餐、付款记录和发票，并管理自动续费。",
  },
};

export default copy;
