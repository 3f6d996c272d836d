import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "ドキュメントを検索",
    description: "Diglot のドキュメント全体を検索します。",
  },
};

export default copy;
