import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot डॉक्यूमेंटेशन में खोजें',
    description: 'Diglot डॉक्यूमेंटेशन की हर गाइड, फ़ीचर पेज, अनुवाद सेवा और FAQ के जवाब में खोजें, एक ही जगह से।',
  },
  sections: [
    {
      type: 'guides',
      title: 'लोकप्रिय विषय',
      lead: 'समझ नहीं आ रहा क्या लिखें? ज़्यादातर सवालों के जवाब इन पेजों में हैं।',
      items: [
        { tag: 'बुनियादी', title: 'क्विक स्टार्ट', text: 'पेज का अनुवाद, मूल पर वापसी, और इनके शॉर्टकट।', href: '/docs/usage/' },
        { tag: 'बुनियादी', title: 'इंस्टॉलेशन', text: 'हर ब्राउज़र, फ़ोन और टैबलेट, और मैन्युअल इंस्टॉल।', href: '/docs/installation/' },
        { tag: 'मदद', title: 'अक्सर पूछे जाने वाले सवाल', text: 'कोटा, अकाउंट, प्राइवेसी और वे दिक़्क़तें जो सबसे ज़्यादा आती हैं।', href: '/docs/faq/' },
        { tag: 'सेवाएँ', title: 'अनुवाद सेवाएँ', text: 'कौन-सा इंजन चुनें और किसे क्या चाहिए।', href: '/docs/services/' },
        { tag: 'डॉक्यूमेंट', title: 'PDF अनुवाद', text: 'द्विभाषी व्यूअर, PDF Pro और एक्सपोर्ट।', href: '/docs/features/pdf/' },
        { tag: 'वीडियो', title: 'वीडियो सबटाइटल', text: 'स्ट्रीमिंग और कोर्स साइटों पर सबटाइटल की दो लाइनें।', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'बेहतर नतीजों के लिए टिप्स',
      items: [
        { icon: 'compass', title: 'स्क्रीन पर दिखे शब्द ही लिखें', text: 'Diglot में जो लेबल दिखता है, जैसे “डिस्प्ले स्टाइल” या “API कुंजी”, वही खोजें — उसका ब्योरा नहीं।' },
        { icon: 'engine', title: 'सेवा का नाम लिखें', text: 'इंजन का नाम जोड़ें, जैसे “DeepL कुंजी” या “Ollama origin”, और सीधे उसके सेटअप पेज पर पहुँचें।' },
        { icon: 'keyboard', title: 'कहीं से भी खोजें', text: 'किसी भी पेज पर Ctrl+K दबाएँ, या Mac पर ⌘K, और क्विक सर्च खुल जाएगा।' },
      ],
    },
  ],
};

export default copy;
