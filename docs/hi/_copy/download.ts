import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot डाउनलोड करें: Chrome, Edge, Firefox और Safari',
    description: 'अपने ब्राउज़र के लिए Diglot पाएँ — Mac, iPhone और iPad पर Safari के लिए, या Android के लिए। इंस्टॉल मुफ़्त, अकाउंट की ज़रूरत नहीं।',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'डाउनलोड',
      title: 'आपके ब्राउज़र के लिए Diglot',
      lead: 'Diglot आपके ब्राउज़र के अंदर ही चलता है, इसलिए अलग से कुछ इंस्टॉल नहीं करना पड़ता। नीचे अपना ब्राउज़र चुनें — जो आपके लिए सही है, उसे हमने पहले ही सबसे ऊपर रख दिया है।',
      primary: { label: 'सभी डाउनलोड देखें', href: '#stores' },
      secondary: { label: 'इंस्टॉलेशन गाइड', href: '/docs/installation/' },
      note: 'मुफ़्त · Windows, macOS, Linux, iOS और Android पर चलता है',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'डाउनलोड',
      yourBrowser: 'आपके ब्राउज़र के लिए सुझाया गया',
      otherBrowsers: 'दूसरे ब्राउज़र',
      mobileTitle: 'फ़ोन और टैबलेट',
      stores: {
        chrome: { name: 'Chrome', action: 'Chrome में जोड़ें', note: 'Brave, Arc, Opera, Vivaldi और दूसरे Chromium ब्राउज़र के लिए भी यही।' },
        edge: { name: 'Edge', action: 'Edge के लिए पाएँ', note: 'Edge Add-ons स्टोर से, Windows, macOS और Android पर।' },
        firefox: { name: 'Firefox', action: 'Firefox में जोड़ें', note: 'Firefox Add-ons से, डेस्कटॉप और Android दोनों पर।' },
        safariMac: { name: 'Mac पर Safari', action: 'Mac App Store से पाएँ', note: 'इंस्टॉल के बाद Safari › सेटिंग्स › एक्सटेंशन में जाकर इसे चालू करें।' },
        safariIos: { name: 'iPhone और iPad पर Safari', action: 'App Store से पाएँ', note: 'फिर सेटिंग्स › ऐप्स › Safari › एक्सटेंशन में जाकर इसकी अनुमति दें।' },
        mobileApp: { name: 'Diglot मोबाइल ऐप', action: 'ऐप का पेज खोलें', note: 'चलते-फिरते पढ़ें और अनुवाद करें, आपकी सेटिंग्स सिंक रहती हैं।' },
        apk: { name: 'Android के लिए APK', action: 'APK डाउनलोड करें', note: 'बिना ऐप स्टोर वाले Android डिवाइस के लिए; पुराना ब्राउज़र ऐप अब मेंटेन नहीं किया जाता।' },
        zip: { name: 'Chrome zip फ़ाइल', action: 'zip डाउनलोड करें', note: 'ख़ुद हाथ से इंस्टॉल करने के लिए।' },
      },
      manualTitle: 'ब्राउज़र का स्टोर नहीं खुल रहा?',
      manualText: 'Chrome वाला वर्ज़न zip फ़ाइल से कुछ ही स्टेप में इंस्टॉल हो जाता है — “डेवलपर मोड” और “अनपैक किया गया लोड करें” की मदद से।',
      manualLink: { label: 'मैन्युअल इंस्टॉल करें', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'इंस्टॉल करने के बाद',
      items: [
        { title: 'आइकन पिन करें', text: 'टूलबार में पज़ल-पीस वाले आइकन पर क्लिक करें और Diglot को पिन कर दें, ताकि यह हमेशा एक क्लिक दूर रहे।' },
        { title: 'अपनी भाषा चुनें', text: 'Diglot का पॉप-अप खोलें और वह भाषा चुनें जिसमें आप पढ़ना चाहते हैं।' },
        { title: 'पहले पेज का अनुवाद करें', text: 'विदेशी भाषा का कोई भी लेख खोलें और Alt+A दबाएँ, या “इस पेज का अनुवाद करें” पर क्लिक करें।', link: { label: 'क्विक स्टार्ट', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
