import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Share bilingual content",
    description: "Turn a translated passage into a link or an image you can share with anyone.",
  },
};

export default copy;
