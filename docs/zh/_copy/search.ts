import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "搜索文档",
    description: "搜索 Diglot 文档的全部页面。",
  },
};

export default copy;
