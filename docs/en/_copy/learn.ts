import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Learning center",
    description: "Guides and lessons for getting the most out of bilingual reading with Diglot.",
  },
};

export default copy;
