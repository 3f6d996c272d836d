import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "PDF 双语翻译",
    description: "PDF 原文译文对照阅读，或用 PDF Pro 重建含公式、表格和扫描件的论文。",
  },
};

export default copy;
