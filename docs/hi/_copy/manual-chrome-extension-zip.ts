import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Chrome के लिए Diglot की zip फ़ाइल डाउनलोड करें',
    description: 'Diglot Chrome एक्सटेंशन का zip पैकेज, जिसे Chrome, Edge और दूसरे Chromium ब्राउज़र में ख़ुद लोड किया जा सकता है।',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'मैन्युअल इंस्टॉलेशन',
      title: 'Chrome के लिए Diglot, zip फ़ाइल में',
      lead: 'यह वही एक्सटेंशन है जो Chrome Web Store में है, बस हाथ से इंस्टॉल करने के लिए पैक किया गया है। इसे अनज़िप करें, फिर अपने ब्राउज़र के एक्सटेंशन पेज पर वह फ़ोल्डर लोड करें।',
      primary: { label: 'zip डाउनलोड करें', href: '{store.zip}' },
      secondary: { label: 'स्टेप-बाय-स्टेप गाइड', href: '/manual-chrome-extension/' },
      note: 'मैन्युअल इंस्टॉल अपने-आप अपडेट नहीं होते: नए वर्ज़न के लिए यहीं वापस आएँ।',
      illustration: 'install',
    },
  ],
};

export default copy;
