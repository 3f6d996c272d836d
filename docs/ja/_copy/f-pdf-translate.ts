import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "PDF の対訳翻訳",
    description: "PDF を訳文と並べて読むことも、PDF Pro で数式・表・スキャンを含む論文を再構成することもできます。",
  },
};

export default copy;
