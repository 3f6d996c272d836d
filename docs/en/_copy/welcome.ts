import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Welcome to Diglot: your first five minutes",
    description: "Diglot is installed. Pin it, pick your language and translate your first page.",
  },
};

export default copy;
