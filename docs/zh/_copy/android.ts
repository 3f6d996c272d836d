import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "正在下载 Diglot 安卓版",
    description: "Diglot 安卓应用将自动开始下载。如未开始，请使用手动下载链接。",
  },
};

export default copy;
