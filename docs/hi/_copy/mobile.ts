import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'फ़ोन पर Diglot: iPhone, iPad और Android',
    description: 'iPhone, iPad और Android पर द्विभाषी वेब पेज पढ़ें — Safari एक्सटेंशन, Android पर Edge या Firefox, या APK से, टच के हिसाब से बने अनुवाद के साथ।',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'मोबाइल',
      title: 'दो भाषाओं में पढ़ाई, अब आपकी जेब में',
      lead: 'सफ़र में पढ़ने के लिए सेव किए लेख, काम की जगह पर खोला गया मैनुअल, रात को बिस्तर पर देखा जाने वाला फ़ोरम: Diglot फ़ोन पर भी इनका अनुवाद करता है, और मूल टेक्स्ट साथ-साथ रहता है।',
      primary: { label: 'मोबाइल के लिए Diglot पाएँ', href: '/download/#stores' },
      secondary: { label: 'सेटअप गाइड', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'इस्तेमाल के तीन तरीक़े',
      items: [
        { icon: 'mobile', title: 'iPhone और iPad पर Safari', text: 'App Store से इंस्टॉल करें, फिर सेटिंग्स › ऐप्स › Safari › एक्सटेंशन में Diglot को अनुमति दें। यह Safari के हर टैब में चलता है।' },
        { icon: 'puzzle', title: 'Android पर Edge और Firefox', text: 'ये दोनों ब्राउज़र Android पर एक्सटेंशन चलाते हैं। इनके ऐड-ऑन स्टोर से Diglot जोड़ें, यह बिल्कुल कंप्यूटर जैसा ही काम करेगा।' },
        { icon: 'download', title: 'Android के लिए APK', text: 'जिन डिवाइस पर ये ब्राउज़र नहीं हैं, वहाँ सीधे APK इंस्टॉल करें। पुराना Android ब्राउज़र ऐप अब मेंटेन नहीं किया जाता।' },
      ],
    },
    {
      type: 'split',
      title: 'टच के लिए बना',
      text: 'फ़ोन पर Ctrl कुंजी नहीं होती, इसलिए Diglot जेस्चर देता है: फ़्लोटिंग बटन पर टैप करें तो पूरे पेज का अनुवाद, किसी पैराग्राफ़ को देर तक दबाएँ तो सिर्फ़ उसी का। बाक़ी सब डेस्कटॉप की तरह ही चलता है।',
      bullets: ['फ़्लोटिंग बटन, जिसे हर साइट के लिए अलग से छिपा सकते हैं', 'एक-एक पैराग्राफ़ के लिए जेस्चर', 'डेस्कटॉप जैसे ही डिस्प्ले स्टाइल और इंजन'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'मोबाइल से जुड़े सवाल',
      items: [
        { q: 'क्या कंप्यूटर वाली मेरी सेटिंग्स फ़ोन पर भी आएँगी?', a: 'उसी अकाउंट से साइन इन करें, आपकी भाषा, इंजन और स्टाइल की पसंद आपके साथ आ जाएगी।' },
        { q: 'क्या Android वाला Chrome, Diglot को सपोर्ट करता है?', a: 'Android पर Chrome एक्सटेंशन नहीं चलाता। Android पर Edge या Firefox इस्तेमाल करें, या APK लें।' },
        { q: 'क्या इसमें बहुत डेटा ख़र्च होगा?', a: 'अनुवाद सेवा को सिर्फ़ वही टेक्स्ट भेजा जाता है जिसका आप अनुवाद करते हैं, इसलिए आम तौर पर एक पेज में कुछ ही किलोबाइट लगते हैं।' },
      ],
    },
    {
      type: 'copyLink',
      title: 'यह पेज अपने फ़ोन पर खोलें',
      text: 'लिंक कॉपी करके ख़ुद को भेज दें, फिर फ़ोन के ब्राउज़र से इंस्टॉल करें।',
      href: '/download/',
      button: 'लिंक कॉपी करें',
    },
  ],
};

export default copy;
