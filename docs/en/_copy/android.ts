import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Downloading Diglot for Android",
    description: "Your download of the Diglot Android app starts automatically. If it does not, use the manual link.",
  },
};

export default copy;
