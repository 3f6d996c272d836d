import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "用母语读 AO3 和同人小说",
    description: "为 Archive of Our Own 等同人网站提供双语翻译，章节和导航保持不变。",
  },
};

export default copy;
