import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'लर्निंग सेंटर: दो भाषाओं में पढ़ने की गाइड',
    description:
      'Diglot की छोटी, काम की गाइड: पहला अनुवादित पेज, PDF और पेपर, द्विभाषी सबटाइटल, AI इंजन चुनना, प्रॉम्प्ट लिखना और साइटों की सेटिंग।',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'लर्निंग सेंटर',
      title: 'Diglot सीखें, एक छोटी गाइड एक बार में',
      lead: 'चाहे आपने Diglot पाँच मिनट पहले इंस्टॉल किया हो या रोज़ इस्तेमाल करते हों, यहाँ कोई न कोई गाइड आपका समय बचाएगी। हर गाइड कुछ ही मिनट की है, और आख़िर में आपके अपने ब्राउज़र में कुछ न कुछ चालू हो चुका होता है।',
      primary: { label: 'बुनियादी बातों से शुरू करें', href: '/docs/usage/' },
      secondary: { label: 'अक्सर पूछे जाने वाले सवाल', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'शुरुआत',
      lead: 'ज़रूरी बातें, उसी क्रम में जिसमें ज़्यादातर लोगों को इनकी ज़रूरत पड़ती है।',
      items: [
        { tag: 'बुनियादी', minutes: 3, title: 'Diglot इंस्टॉल करें', text: 'हर ब्राउज़र और प्लेटफ़ॉर्म, और स्टोर न खुले तो मैन्युअल इंस्टॉल भी।', href: '/docs/installation/' },
        { tag: 'बुनियादी', minutes: 5, title: 'पहले पेज का अनुवाद', text: 'टूलबार बटन, शॉर्टकट, और मूल पेज पर वापस कैसे लौटें।', href: '/docs/usage/' },
        { tag: 'बुनियादी', minutes: 4, title: 'टाइप करते-करते अनुवाद', text: 'किसी भी इनपुट बॉक्स में अपनी भाषा में लिखें और दूसरी भाषा में भेजें।', href: '/docs/input/' },
        { tag: 'बुनियादी', minutes: 3, title: 'होवर करके एक पैराग्राफ़ का अनुवाद', text: 'एक कुंजी दबाएँ और माउस ले जाएँ: किसी एक पैराग्राफ़ को जाँचने का सबसे तेज़ तरीक़ा।', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'डॉक्यूमेंट और मीडिया',
      items: [
        { tag: 'डॉक्यूमेंट', minutes: 6, title: 'PDF और रिसर्च पेपर', text: 'मुफ़्त व्यूअर, PDF Pro, और द्विभाषी कॉपी एक्सपोर्ट करना।', href: '/docs/features/pdf/' },
        { tag: 'डॉक्यूमेंट', minutes: 4, title: 'ई-बुक', text: 'ePub किताबें दो भाषाओं में पढ़ें और अपने ई-रीडर के लिए एक्सपोर्ट करें।', href: '/docs/features/epub/' },
        { tag: 'वीडियो', minutes: 4, title: 'द्विभाषी वीडियो सबटाइटल', text: 'स्ट्रीमिंग और कोर्स साइटों पर सबटाइटल की दो लाइनें सेट करें।', href: '/docs/features/video-subtitles/' },
        { tag: 'वीडियो', minutes: 3, title: 'सबटाइटल फ़ाइलें', text: '.srt और .vtt फ़ाइलों का अनुवाद करें, दोनों भाषाएँ साथ रखते हुए।', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'एक क़दम आगे',
      items: [
        { tag: 'AI', minutes: 8, title: 'अनुवाद इंजन चुनें', text: 'मुफ़्त इंजन, आपकी अपनी कुंजियाँ और लोकल मॉडल, सबकी तुलना।', href: '/docs/services/' },
        { tag: 'AI', minutes: 7, title: 'बेहतर प्रॉम्प्ट लिखें', text: 'AI इंजन को अपने क्षेत्र, अपने लहजे और अपनी शब्दावली के बारे में बताएँ।', href: '/docs/prompts/' },
        { tag: 'सेटिंग्स', minutes: 6, title: 'एडवांस्ड सेटिंग्स', text: 'साइट नियम, डिस्प्ले स्टाइल, अपनी CSS और शॉर्टकट।', href: '/docs/advanced/' },
        { tag: 'आइडिया', minutes: 5, title: 'दूसरे लोग Diglot कैसे इस्तेमाल करते हैं', text: 'स्टूडेंट, रिसर्चर और डेवलपर के असली रोज़मर्रा के तरीक़े।', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'अब भी अटके हैं?',
      text: 'डॉक्यूमेंटेशन में खोजें, या कम्युनिटी से पूछें — किसी न किसी के सामने यही सवाल पहले आ चुका होगा।',
      primary: { label: 'डॉक्यूमेंटेशन में खोजें', href: '/search/' },
      secondary: { label: 'कम्युनिटी से जुड़ें', href: '/docs/communities/' },
    },
  ],
};

export default copy;
