import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "お支払いと請求書",
    description: "Diglot のプラン、支払い履歴、請求書を確認し、自動更新を管理できます。",
  },
};

export default copy;
