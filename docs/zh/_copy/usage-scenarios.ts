import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot 使用场景",
    description: "学生、科研人员、开发者、投资者和跨境从业者如何用 Diglot 阅读。",
  },
};

export default copy;
