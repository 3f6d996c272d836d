import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Redeem a Diglot code",
    description: "Turn a redemption code into Pro membership in a few seconds.",
  },
};

export default copy;
