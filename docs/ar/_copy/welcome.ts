import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'مرحبًا بك في Diglot: دقائقك الخمس الأولى',
    description:
      'اكتمل تثبيت Diglot. ثبّت الأيقونة، واختر لغتك، وترجم أول صفحة، وتعرّف على الاختصارات الثلاثة التي تنجز معظم العمل.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'أهلًا بك',
      title: 'Diglot جاهز. لنترجم أول صفحة معًا.',
      lead: 'شكرًا لتثبيتك Diglot. خمس دقائق مع الخطوات التالية تكفيك لتعرف كل ما تحتاجه للقراءة اليومية، أما البقية فيمكنها الانتظار حتى تحتاج إليها.',
      primary: { label: 'افتح الدليل التعليمي', href: '/docs/usage/' },
      secondary: { label: 'مركز التعلّم', href: '/learn/' },
      illustration: 'rocket',
    },
    {
      type: 'steps',
      id: 'first-steps',
      title: 'خطواتك الأولى',
      items: [
        { title: 'ثبّت الأيقونة', text: 'افتح قائمة قطعة الأحجية في شريط أدوات المتصفح وثبّت Diglot، ليكون على بُعد نقرة في كل صفحة.' },
        { title: 'اختر لغتك', text: 'انقر أيقونة Diglot واختر اللغة التي تريد القراءة بها، وسيتذكرها Diglot في كل مكان.' },
        { title: 'ترجم هذه الصفحة', text: 'انقر «ترجمة» في النافذة المنبثقة، أو اضغط Alt+A. ستظهر ترجمة كل فقرة أسفلها، واضغط Alt+A مجددًا للعودة إلى الأصل.' },
        { title: 'اختر محركًا', text: 'يعمل المحرك المدمج فورًا. ويمكنك لاحقًا إضافة DeepL أو OpenAI أو خدمة أخرى بمفتاحك الخاص.', link: { label: 'خدمات الترجمة', href: '/docs/services/' } },
      ],
    },
    {
      type: 'featureGrid',
      title: 'ثلاثة اختصارات تستحق الحفظ',
      lead: 'يمكنك تغيير كل الاختصارات من إعدادات الإضافات في متصفحك.',
      items: [
        { icon: 'keyboard', title: 'Alt+A', text: 'ترجم الصفحة، أو أعد إظهار النص الأصلي.' },
        { icon: 'cursor', title: 'اضغط Ctrl وأشر', text: 'ترجم الفقرة الواقعة تحت مؤشر الماوس فقط.' },
        { icon: 'keyboard', title: 'المسافة {inputSpaces} مرات', text: 'في أي حقل نصي، استبدل ما كتبته بترجمته.' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'جرّبه على شيء تقرؤه',
      items: [
        { icon: 'pdf', title: 'ملف PDF', text: 'افتح أي رابط PDF واقرأه بلغتين.', link: { label: 'ترجمة ملفات PDF', href: '/f-pdf-translate/' } },
        { icon: 'video', title: 'مقطع فيديو', text: 'شغّل فيديو على YouTube فيه ترجمة، وفعّل السطر الثاني.', link: { label: 'ترجمة الفيديو', href: '/f-video-subtitle-translate/' } },
        { icon: 'palette', title: 'مظهر جديد', text: 'بدّل نمط العرض إلى التظليل أو التسطير أو التمويه حتى مرور المؤشر.', link: { label: 'أنماط العرض', href: '/docs/features/webpage/' } },
      ],
    },
    {
      type: 'cta',
      title: 'لديك أسئلة من الآن؟',
      text: 'تجيب الأسئلة الشائعة عن أكثر ما يصلنا، ويتكفّل المجتمع بالباقي.',
      primary: { label: 'اقرأ الأسئلة الشائعة', href: '/docs/faq/' },
      secondary: { label: 'المجتمع', href: '/docs/communities/' },
    },
  ],
};

export default copy;
