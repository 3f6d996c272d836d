import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot on your phone: iOS and Android",
    description: "Read bilingual web pages on iPhone, iPad and Android with the Safari extension, the mobile app or the APK.",
  },
};

export default copy;
