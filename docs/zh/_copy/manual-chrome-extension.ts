import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "在 Chrome 中手动安装 Diglot",
    description: "无法访问 Chrome 应用商店？用 zip 安装包几步即可完成安装。",
  },
};

export default copy;
