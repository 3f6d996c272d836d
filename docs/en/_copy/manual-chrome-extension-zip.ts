import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Download the Diglot zip for Chrome",
    description: "Get the zip package of the Chrome extension for manual installation.",
  },
};

export default copy;
