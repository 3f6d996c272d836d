import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Top up your Diglot quota with a traffic pack",
    description: "Need more premium translation this month? Add a traffic pack on top of your Pro quota.",
  },
};

export default copy;
