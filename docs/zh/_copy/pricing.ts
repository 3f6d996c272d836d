import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot 价格：免费版与 Pro 会员",
    description: "对比免费版和 Pro 会员。Pro 会员可使用 PDF Pro、智能 AI 图片翻译、漫画翻译和上下文感知 AI 翻译。",
  },
};

export default copy;
