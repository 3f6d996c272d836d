import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "新規ユーザー限定：マンガ Pro 3 日間無料体験",
    description: "Diglot をはじめて使う方は、マンガ Pro を 3 日間無料で体験できます。",
  },
};

export default copy;
