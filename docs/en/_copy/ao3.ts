import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Read AO3 and fan fiction in your language",
    description: "Bilingual translation for Archive of Our Own and other fan-fiction sites, with chapters and navigation kept.",
  },
};

export default copy;
