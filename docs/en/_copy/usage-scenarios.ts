import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Who uses Diglot, and how",
    description: "Students, researchers, developers, investors and cross-border professionals: see how each reads with Diglot.",
  },
};

export default copy;
