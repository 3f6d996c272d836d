import type { BaseCopy } from '../../../theme/marketing/types';

const copy: BaseCopy = {
  meta: {
    title: "Billing and invoices",
    description: "See your Diglot plan, payment history and invoices, and manage renewal.",
  },
};

export default copy;
