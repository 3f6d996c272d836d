import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot の活用シーン",
    description: "学生、研究者、開発者、投資家、越境ビジネスのプロが、Diglot をどう使っているかを紹介します。",
  },
};

export default copy;
