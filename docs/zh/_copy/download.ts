import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "下载 Diglot：Chrome、Edge、Firefox、Safari",
    description: "在浏览器、Mac、iPhone 或安卓设备上安装 Diglot，免费下载。",
  },
};

export default copy;
