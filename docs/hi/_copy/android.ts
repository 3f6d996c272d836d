import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Android के लिए Diglot डाउनलोड हो रहा है',
    description: 'Diglot Android ऐप का डाउनलोड अपने-आप शुरू हो जाएगा। अगर ऐसा न हो, तो नीचे दिए मैन्युअल डाउनलोड लिंक का इस्तेमाल करें।',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Android के लिए Diglot',
      starting: 'आपका डाउनलोड बस शुरू होने वाला है…',
      started: 'डाउनलोड शुरू हो गया है। पूरा होने पर फ़ाइल खोलें और Diglot इंस्टॉल करें।',
      manual: 'APK ख़ुद डाउनलोड करें',
      help: 'हो सकता है Android पहले आपसे पूछे कि ब्राउज़र से इंस्टॉल करने की अनुमति देनी है या नहीं।',
      helpLink: { label: 'Android पर इंस्टॉल करने में मदद', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
