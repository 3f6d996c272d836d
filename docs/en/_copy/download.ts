import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Download Diglot for Chrome, Edge, Firefox and Safari",
    description: "Install Diglot in your browser, on your Mac or iPhone, or on Android. Free to download.",
  },
};

export default copy;
