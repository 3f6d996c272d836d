import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "AO3 やファンフィクションを母語で",
    description: "Archive of Our Own などのファンフィクションサイトを対訳で。章立てやナビゲーションはそのままです。",
  },
};

export default copy;
