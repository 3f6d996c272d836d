import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot pricing: Free and Pro plans",
    description: "Compare the Free and Pro plans. Pro adds PDF Pro, smart AI image translation, manga translation and context-aware AI translation.",
  },
};

export default copy;
