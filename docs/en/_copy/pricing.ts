import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Pricing: Diglot Free and Pro',
    description:
      'Compare Diglot Free and Pro. Pro adds PDF Pro, smart AI image translation, manga translation and context-aware AI translation, monthly or yearly.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Pricing',
      title: 'Free for everyday reading. Pro for the hard stuff.',
      lead: 'Everything you need to read web pages, videos and PDFs in two languages is free. Pro adds the features that need heavy AI work: rebuilt PDFs, smart image and manga translation, and translation that understands context.',
      primary: { label: 'Compare the plans', href: '#plans' },
      secondary: { label: 'Start free', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'Choose how you read',
      lead: 'Pay monthly, or yearly and save. Cancel any time; Pro stays active until the end of the period you paid for.',
      periodLabel: 'Billing period',
      monthly: 'Monthly',
      yearly: 'Yearly',
      yearlySave: 'save {percent}%',
      perMonth: '/ month',
      perYear: '/ year',
      billedYearly: 'billed {price} once a year',
      free: {
        name: 'Free',
        tagline: 'Bilingual reading on every site, with free engines.',
        priceNote: 'forever',
        cta: { label: 'Add to browser', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: 'For papers, scans, manga and serious study.',
        badge: 'Most popular',
        cta: 'Get Pro',
      },
      features: {
        engines: 'Built-in free engines, or your own keys for {engines} services',
        webPages: 'Bilingual web pages with smart main-text detection',
        pdfViewer: 'Free bilingual PDF viewer',
        inputHover: 'Input box, hover and selection translation',
        videoSubtitles: 'Bilingual subtitles on {videoSites} video sites',
        displayStyles: '{displayStyles} display styles and custom CSS',
        pdfPro: 'PDF Pro: formulas, tables, scans (OCR) and columns, export or share',
        aiImages: 'Smart AI image translation',
        manga: 'Manga and comic translation',
        contextAi: 'Context-aware AI translation (beta)',
        premiumQuota: 'Monthly quota of premium-model tokens',
      },
      compareTitle: 'Free and Pro, feature by feature',
      included: 'Included',
      notIncluded: 'Not included',
    },
    {
      type: 'accuracy',
      title: 'A translation engine built for reading',
      lead: 'Pro members can use Diglot’s dedicated translation engine, tuned for reading long texts. Measured against a baseline engine, it is several times more accurate on these language pairs.',
      pairs: { 'en-de': 'English → German', 'en-zh': 'English → Chinese', 'en-ja': 'English → Japanese' },
      value: '{multiple}× more accurate',
      footnote: 'Accuracy relative to a baseline engine. Your results will vary with the text and the language pair.',
    },
    {
      type: 'faq',
      title: 'Questions about plans',
      items: [
        {
          q: 'What happens to my quota at the end of the month?',
          a: 'The premium-model quota renews every month and unused tokens do not roll over. If you run out early, a traffic pack adds more without changing your plan.',
        },
        {
          q: 'Can I switch between monthly and yearly?',
          a: 'Yes. The change takes effect at your next renewal, and you keep Pro in the meantime.',
        },
        {
          q: 'Do I need Pro to use my own OpenAI or DeepL key?',
          a: 'No. Your own keys work on the Free plan; you pay the provider directly for what you use.',
        },
        {
          q: 'Can I cancel?',
          a: 'Yes, at any time from your account. Pro stays active until the end of the period you have paid for, and you go back to Free after that.',
        },
        {
          q: 'I have a redemption code. Where do I use it?',
          a: 'On the redeem page: sign in, enter the code, and Pro is activated for the period the code gives.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Try Pro on your hardest documents',
      text: 'Scanned PDFs, formulas, manga, long reports: see what Pro does with the files you actually read.',
      primary: { label: 'Get Pro', href: '#plans' },
      secondary: { label: 'Have a code? Redeem it', href: '/exchange/' },
    },
  ],
};

export default copy;
