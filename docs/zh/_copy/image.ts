import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "翻译图片中的文字",
    description: "直接在页面上翻译照片、截图和信息图里的文字。",
  },
};

export default copy;
