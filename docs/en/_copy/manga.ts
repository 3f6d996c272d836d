import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Manga and comic translation",
    description: "Translate the speech bubbles of manga and comics on the sites you already read, with the artwork kept intact.",
  },
};

export default copy;
