import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Free 3-day Manga Pro trial for new users",
    description: "New to Diglot? Claim three days of Manga Pro and read manga and comics in your language.",
  },
};

export default copy;
