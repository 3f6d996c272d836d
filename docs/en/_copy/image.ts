import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Translate text in images",
    description: "Translate the words inside pictures, screenshots and infographics right on the page.",
  },
};

export default copy;
