import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot में आपका स्वागत है: शुरुआती पाँच मिनट',
    description:
      'Diglot इंस्टॉल हो गया। आइकन पिन करें, अपनी भाषा चुनें, पहले पेज का अनुवाद करें और वे तीन शॉर्टकट सीखें जिनसे ज़्यादातर काम हो जाता है।',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'स्वागत है',
      title: 'Diglot तैयार है। चलिए, पहले पेज का अनुवाद करते हैं।',
      lead: 'Diglot इंस्टॉल करने के लिए धन्यवाद। नीचे दिए स्टेप पर बस पाँच मिनट लगाइए, रोज़ की पढ़ाई के लिए जो कुछ जानना ज़रूरी है वह आप जान जाएँगे; बाक़ी बातें तब, जब आपको उनकी ज़रूरत हो।',
      primary: { label: 'ट्यूटोरियल खोलें', href: '/docs/usage/' },
      secondary: { label: 'लर्निंग सेंटर', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'आपके पहले क़दम',
      items: [
        { title: 'आइकन पिन करें', text: 'ब्राउज़र टूलबार में पज़ल-पीस वाला मेन्यू खोलें और Diglot को पिन करें, ताकि हर पेज पर यह एक क्लिक दूर रहे।' },
        { title: 'अपनी भाषा चुनें', text: 'Diglot आइकन पर क्लिक करें और वह भाषा चुनें जिसमें आप पढ़ना चाहते हैं। Diglot इसे हर जगह याद रखता है।' },
        { title: 'इस पेज का अनुवाद करें', text: 'पॉप-अप में “अनुवाद करें” पर क्लिक करें, या Alt+A दबाएँ। हर पैराग्राफ़ के नीचे उसका अनुवाद आ जाएगा। मूल पर लौटने के लिए Alt+A फिर से दबाएँ।' },
        { title: 'इंजन चुनें', text: 'बिल्ट-इन इंजन तुरंत काम करने लगता है। बाद में आप अपनी कुंजी से DeepL, OpenAI या कोई दूसरी सेवा जोड़ सकते हैं।', link: { label: 'अनुवाद सेवाएँ', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'तीन शॉर्टकट, जो याद रखने लायक़ हैं',
      lead: 'सभी शॉर्टकट आपके ब्राउज़र की एक्सटेंशन सेटिंग्स में बदले जा सकते हैं।',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'पेज का अनुवाद करें, या फिर से मूल दिखाएँ।' },
        { icon: 'cursor', title: 'Ctrl दबाकर माउस ले जाएँ', text: 'सिर्फ़ माउस के नीचे वाले पैराग्राफ़ का अनुवाद।' },
        { icon: 'keyboard', title: 'स्पेस बार {inputSpaces} बार', text: 'किसी भी इनपुट बॉक्स में, आपका लिखा हुआ उसके अनुवाद से बदल जाता है।' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'जो आप पढ़ते हैं, उसी पर आज़माएँ',
      items: [
        { icon: 'pdf', title: 'कोई PDF', text: 'कोई भी PDF लिंक खोलें और उसे दो भाषाओं में पढ़ें।', link: { label: 'PDF अनुवाद', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'कोई वीडियो', text: 'सबटाइटल वाला कोई YouTube वीडियो चलाएँ और दूसरी लाइन चालू करें।', link: { label: 'वीडियो सबटाइटल', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'नया लुक', text: 'डिस्प्ले स्टाइल बदलकर हाइलाइट, अंडरलाइन या “होवर तक धुंधला” कर दें।', link: { label: 'डिस्प्ले स्टाइल', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'अभी से कोई सवाल?',
      text: 'जो सवाल हमसे सबसे ज़्यादा पूछे जाते हैं, उनके जवाब FAQ में हैं, और बाक़ी के जवाब कम्युनिटी देती है।',
      primary: { label: 'FAQ पढ़ें', href: '/docs/faq/' },
      secondary: { label: 'कम्युनिटी', href: '/docs/communities/' },
    },
  ],
};

export default copy;
