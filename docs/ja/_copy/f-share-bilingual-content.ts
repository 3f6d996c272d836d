import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "対訳コンテンツを共有",
    description: "翻訳した文章を、誰とでも共有できるリンクや画像にします。",
  },
};

export default copy;
