import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Bilingual PDF translation",
    description: "Read PDFs side by side with their translation, or let PDF Pro rebuild papers with formulas, tables and scans.",
  },
};

export default copy;
