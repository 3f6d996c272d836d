import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot の料金：Free と Pro",
    description: "Free プランと Pro プランを比較。Pro では PDF Pro、AI 画像翻訳、マンガ翻訳、文脈を理解する AI 翻訳が使えます。",
  },
};

export default copy;
