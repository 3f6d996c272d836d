import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "下载 Chrome 版 Diglot zip 安装包",
    description: "获取用于手动安装的 Chrome 扩展 zip 安装包。",
  },
};

export default copy;
