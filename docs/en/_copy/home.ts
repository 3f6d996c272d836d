import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot home: everything the extension can translate",
    description: "One page to every Diglot feature: bilingual web pages, documents, subtitles, images, manga and the apps for each platform.",
  },
};

export default copy;
