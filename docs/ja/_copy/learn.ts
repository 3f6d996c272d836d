import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "ラーニングセンター",
    description: "Diglot で対訳読書を最大限に活かすためのガイドとレッスン。",
  },
};

export default copy;
