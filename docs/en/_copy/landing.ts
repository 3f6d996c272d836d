import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Diglot — bilingual translation for web pages, PDFs and video",
    description: "Read web pages, PDFs, e-books and video subtitles in two languages at once. 20+ translation engines, 100+ languages, free to start.",
  },
};

export default copy;
