import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Search the documentation",
    description: "Search every page of the Diglot documentation.",
  },
};

export default copy;
