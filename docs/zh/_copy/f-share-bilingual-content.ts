import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "分享双语内容",
    description: "把翻译好的段落变成链接或图片，分享给任何人。",
  },
};

export default copy;
