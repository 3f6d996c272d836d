import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "学习中心",
    description: "帮助你用好 Diglot 双语阅读的指南与课程。",
  },
};

export default copy;
