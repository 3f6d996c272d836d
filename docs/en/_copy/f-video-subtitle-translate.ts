import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Bilingual subtitles for YouTube, Netflix and 60+ video sites",
    description: "Watch with subtitles in two languages on YouTube, Netflix, Coursera and more, plus live captions in online meetings.",
  },
};

export default copy;
