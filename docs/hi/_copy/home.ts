import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot एक नज़र में: यह क्या-क्या अनुवाद कर सकता है',
    description:
      'Diglot के हर हिस्से तक एक ही पेज से पहुँचें: द्विभाषी वेब पेज, PDF, ई-बुक, सबटाइटल, इमेज, मंगा, इनपुट बॉक्स, और डेस्कटॉप व मोबाइल के ऐप।',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot एक नज़र में',
      title: 'दूसरी भाषा में जो भी पढ़ें, सबके लिए एक एक्सटेंशन',
      lead: 'यह पेज एक नक्शे की तरह है। नीचे हर कार्ड उसी फ़ीचर पर ले जाता है जिसके बारे में वह बताता है, ताकि आप सीधे Diglot के उस हिस्से पर पहुँचें जिसकी आज ज़रूरत है — चाहे वह कोई वेब पेज हो, PDF का ढेर, कोई फ़िल्म या कॉमिक।',
      primary: { label: 'Diglot जोड़ें — मुफ़्त', href: '/download/' },
      secondary: { label: 'ट्यूटोरियल पढ़ें', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'पढ़ें',
      items: [
        { icon: 'globe', title: 'वेब पेज', text: 'किसी भी साइट पर द्विभाषी पैराग्राफ़, मुख्य लेख Diglot ख़ुद ढूँढ लेता है।', link: { label: 'वेब पेज', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF डॉक्यूमेंट', text: 'मुफ़्त द्विभाषी व्यूअर, और फ़ॉर्मूले, टेबल व स्कैन के लिए PDF Pro।', link: { label: 'PDF अनुवाद', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'ई-बुक', text: 'ePub और Mobi किताबें, हर पैराग्राफ़ के बाद उसका अनुवाद।', link: { label: 'ई-बुक', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'फ़ैन फ़िक्शन', text: 'AO3 और इसी तरह की साइटें, एक-एक चैप्टर करके।', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'देखें और समझें',
      items: [
        { icon: 'video', title: 'वीडियो सबटाइटल', text: '{videoSites} वीडियो साइटों पर सबटाइटल की दो लाइनें।', link: { label: 'वीडियो सबटाइटल', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'मीटिंग', text: 'Zoom, Google Meet और Teams में अनुवाद के साथ लाइव कैप्शन।', link: { label: 'वीडियो सबटाइटल गाइड', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'इमेज', text: 'तस्वीरों के अंदर लिखा टेक्स्ट, उसी जगह अनुवाद।', link: { label: 'इमेज अनुवाद', href: '/image/' } },
        { icon: 'manga', title: 'मंगा', text: 'आपकी रीडिंग साइटों पर ही स्पीच बबल का अनुवाद।', link: { label: 'मंगा अनुवाद', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'लिखें और शेयर करें',
      items: [
        { icon: 'keyboard', title: 'इनपुट बॉक्स', text: 'अपनी भाषा में लिखें और अनुवाद के लिए स्पेस बार {inputSpaces} बार दबाएँ।', link: { label: 'इनपुट अनुवाद', href: '/docs/input/' } },
        { icon: 'selection', title: 'सिलेक्शन', text: 'कोई वाक्यांश सिलेक्ट करें, तुरंत पॉप-अप में अनुवाद।', link: { label: 'बुनियादी इस्तेमाल', href: '/docs/usage/' } },
        { icon: 'share', title: 'शेयर', text: 'कोई अंश दोनों भाषाओं में लिंक या इमेज बनाकर भेजें।', link: { label: 'द्विभाषी कंटेंट शेयर करें', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'सबटाइटल फ़ाइलें', text: '.srt, .vtt और .ass फ़ाइलों का अनुवाद करें और उन्हें द्विभाषी एक्सपोर्ट करें।', link: { label: 'सबटाइटल फ़ाइलें', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'जहाँ भी ब्राउज़ करें',
      items: [
        { icon: 'download', title: 'डेस्कटॉप ब्राउज़र', text: 'Chrome, Edge, Firefox और Safari, साथ ही Chrome वाले बिल्ड से Brave, Arc और Opera भी।', link: { label: 'डाउनलोड', href: '/download/' } },
        { icon: 'mobile', title: 'फ़ोन और टैबलेट', text: 'iPhone और iPad पर Safari, और Android पर ऐसा ब्राउज़र जो एक्सटेंशन चलाता हो।', link: { label: 'मोबाइल', href: '/mobile/' } },
        { icon: 'engine', title: 'आपके इंजन', text: '{engines} अनुवाद सेवाएँ, मुफ़्त बिल्ट-इन इंजनों से लेकर आपकी अपनी AI कुंजियाँ तक।', link: { label: 'सेवाएँ', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'प्रीमियम AI इंजन, PDF Pro, मंगा और स्मार्ट इमेज अनुवाद।', link: { label: 'कीमतें', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
