import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'YouTube, Netflix और {videoSites} साइटों पर द्विभाषी सबटाइटल',
    description:
      'लेक्चर, सीरीज़ और टॉक देखें, स्क्रीन पर मूल सबटाइटल और उसका अनुवाद साथ-साथ — {videoSites} वीडियो साइटों पर और Zoom, Google Meet व Teams के कैप्शन में।',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'वीडियो सबटाइटल',
      title: 'सबटाइटल की दो लाइनें: क्या कहा गया, और उसका मतलब क्या है',
      lead: 'आप जिन साइटों पर पहले से वीडियो देखते हैं, वहाँ Diglot मूल सबटाइटल के नीचे अनुवाद की एक लाइन जोड़ देता है। दूसरी भाषा का लेक्चर समझें, सीरीज़ के जोक्स का मज़ा लें, और देखते-देखते नए शब्द भी सीख लें।',
      primary: { label: 'Diglot जोड़ें — मुफ़्त', href: '/download/' },
      secondary: { label: 'सपोर्टेड वीडियो साइटें', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED और कई दूसरी',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'वीडियो साइटें, जहाँ सबटाइटल दो भाषाओं में' },
        { value: '3', label: 'मीटिंग ऐप में लाइव कैप्शन: Zoom, Google Meet, Teams' },
        { value: '6', label: 'सबटाइटल फ़ाइल फ़ॉर्मेट, जिनका अनुवाद और एक्सपोर्ट हो सकता है' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'सिर्फ़ पढ़ने नहीं, देखने के लिए भी बना',
      items: [
        { icon: 'video', title: 'स्ट्रीमिंग और ऑनलाइन कोर्स', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili और कई अन्य।' },
        { icon: 'meeting', title: 'ऑनलाइन मीटिंग', text: 'Zoom, Google Meet और Microsoft Teams के लाइव कैप्शन में, लोग जैसे-जैसे बोलते हैं, अनुवाद की लाइन जुड़ती जाती है।' },
        { icon: 'palette', title: 'सबटाइटल आपके अंदाज़ में', text: 'हर लाइन का साइज़, रंग और जगह बदलें, या सिर्फ़ अनुवाद दिखाएँ।' },
        { icon: 'subtitles', title: 'सबटाइटल फ़ाइलें', text: '.srt, .vtt, .ass, .ssa, .sbv और .lrc फ़ाइलों का अनुवाद करें और उन्हें किसी भी प्लेयर के लिए द्विभाषी सबटाइटल के रूप में सेव करें।', link: { label: 'सबटाइटल फ़ाइल गाइड', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'वीडियो से सीखना',
      title: 'भाषा सीखने का सबसे अच्छा तरीक़ा: वह शो जो आपको पसंद है',
      text: 'जो लाइन सुनाई दे रही है, वही मूल भाषा में स्क्रीन पर हो और नीचे आपकी अपनी भाषा में — तो हर एपिसोड सुनने की प्रैक्टिस बन जाता है। किसी वाक्यांश पर रुकें, दोनों लाइनें मिलाएँ, और बात समझ आते ही आगे बढ़ें।',
      bullets: ['मूल और अनुवाद हमेशा एक साथ', 'साइट के अपने सबटाइटल ट्रैक के साथ काम करता है', 'स्वाभाविक, संदर्भ समझने वाली लाइनों के लिए AI इंजन'],
      illustration: 'video',
      link: { label: 'वीडियो सबटाइटल गाइड', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'सबटाइटल से जुड़े सवाल',
      items: [
        { q: 'अगर वीडियो में सबटाइटल ही न हों तो?', a: 'Diglot उन सबटाइटल ट्रैक का अनुवाद करता है जो साइट देती है, जिनमें साइट के ऑटोमैटिक कैप्शन भी शामिल हैं, अगर वे उपलब्ध हों।' },
        { q: 'क्या फ़ुल स्क्रीन में भी चलता है?', a: 'हाँ। फ़ुल-स्क्रीन और थिएटर मोड में भी दोनों लाइनें स्क्रीन पर रहती हैं।' },
        { q: 'क्या यह मुफ़्त है?', a: 'द्विभाषी सबटाइटल मुफ़्त प्लान पर बिल्ट-इन इंजनों के साथ चलते हैं। Pro में ज़्यादा स्वाभाविक लाइनों के लिए प्रीमियम AI इंजन जुड़ जाते हैं।' },
      ],
    },
    {
      type: 'cta',
      title: 'प्ले दबाइए, दो भाषाओं में',
      primary: { label: 'Diglot जोड़ें — मुफ़्त', href: '/download/' },
      secondary: { label: 'सपोर्टेड साइटें', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
