import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "购买 Diglot 流量包，补充额度",
    description: "本月高级翻译额度不够用？在 Pro 额度之外加购流量包。",
  },
};

export default copy;
