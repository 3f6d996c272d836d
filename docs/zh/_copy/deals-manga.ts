import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "新用户专享：漫画 Pro 免费体验 3 天",
    description: "Diglot 新用户可免费领取 3 天漫画 Pro，用母语读漫画。",
  },
};

export default copy;
