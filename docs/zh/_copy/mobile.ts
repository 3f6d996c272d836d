import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "手机上的 Diglot：iOS 与安卓",
    description: "通过 Safari 扩展、移动应用或 APK，在 iPhone、iPad 和安卓上双语阅读网页。",
  },
};

export default copy;
