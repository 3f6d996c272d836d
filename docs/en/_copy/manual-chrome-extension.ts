import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Install Diglot manually in Chrome",
    description: "Can't reach the Chrome Web Store? Install Diglot from the zip file in a few steps.",
  },
};

export default copy;
