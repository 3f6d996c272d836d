import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'مركز التعلّم: أدلة للقراءة بلغتين',
    description:
      'أدلة قصيرة وعملية لـDiglot: أول صفحة مترجمة، وملفات PDF والأبحاث، والترجمة المرئية، واختيار محرك ذكاء اصطناعي، وكتابة الموجّهات، وضبط إعدادات المواقع.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'مركز التعلّم',
      title: 'تعلّم Diglot دليلًا قصيرًا بعد آخر',
      lead: 'سواء ثبّتَّ Diglot قبل خمس دقائق أو تستخدمه كل يوم، ستجد هنا دليلًا يوفّر عليك الوقت. كل دليل يستغرق بضع دقائق، وينتهي بشيء يعمل فعلًا في متصفحك.',
      primary: { label: 'ابدأ بالأساسيات', href: '/docs/usage/' },
      secondary: { label: 'الأسئلة الشائعة', href: '/docs/faq/' },
      illustration: 'learn',
    },
    {
      type: 'guides',
      title: 'الخطوات الأولى',
      lead: 'الأساسيات، بالترتيب الذي يحتاجه معظم المستخدمين.',
      items: [
        { tag: 'أساسيات', minutes: 3, title: 'تثبيت Diglot', text: 'لكل متصفح ومنصة، بما في ذلك التثبيت اليدوي حين يتعذر الوصول إلى المتجر.', href: '/docs/installation/' },
        { tag: 'أساسيات', minutes: 5, title: 'ترجم صفحتك الأولى', text: 'زر شريط الأدوات، واختصارات لوحة المفاتيح، وطريقة العودة إلى النص الأصلي.', href: '/docs/usage/' },
        { tag: 'أساسيات', minutes: 4, title: 'ترجم أثناء الكتابة', text: 'اكتب بلغتك وأرسل نصك بلغة أخرى، في أي حقل نصي.', href: '/docs/input/' },
        { tag: 'أساسيات', minutes: 3, title: 'مرّر المؤشر لترجمة فقرة واحدة', text: 'اضغط مفتاحًا وأشر إلى الفقرة: أسرع طريقة للتحقق من فقرة بعينها.', href: '/docs/features/hover/' },
      ],
    },
    {
      type: 'guides',
      title: 'المستندات والوسائط',
      items: [
        { tag: 'مستندات', minutes: 6, title: 'ملفات PDF والأبحاث العلمية', text: 'العارض المجاني، وPDF Pro، وتصدير نسخة ثنائية اللغة.', href: '/docs/features/pdf/' },
        { tag: 'مستندات', minutes: 4, title: 'الكتب الإلكترونية', text: 'اقرأ كتب ePub بلغتين وصدّرها إلى قارئك الإلكتروني.', href: '/docs/features/epub/' },
        { tag: 'فيديو', minutes: 4, title: 'ترجمة مرئية ثنائية اللغة', text: 'فعّل سطرين للترجمة على منصات البث ومواقع الدورات.', href: '/docs/features/video-subtitles/' },
        { tag: 'فيديو', minutes: 3, title: 'ملفات الترجمة المصاحبة', text: 'ترجم ملفات .srt و.vtt واحتفظ باللغتين معًا.', href: '/docs/features/subtitles/' },
      ],
    },
    {
      type: 'guides',
      title: 'خطوة أبعد',
      items: [
        { tag: 'ذكاء اصطناعي', minutes: 8, title: 'اختر محرك الترجمة', text: 'مقارنة بين المحركات المجانية ومفاتيحك الخاصة والنماذج المحلية.', href: '/docs/services/' },
        { tag: 'ذكاء اصطناعي', minutes: 7, title: 'اكتب موجّهات أفضل', text: 'عرّف محرك الذكاء الاصطناعي بمجالك وأسلوبك ومصطلحاتك.', href: '/docs/prompts/' },
        { tag: 'إعدادات', minutes: 6, title: 'الإعدادات المتقدمة', text: 'قواعد المواقع، وأنماط العرض، وCSS المخصص، والاختصارات.', href: '/docs/advanced/' },
        { tag: 'أفكار', minutes: 5, title: 'كيف يستخدم الآخرون Diglot', text: 'روتين يومي حقيقي لطلاب وباحثين ومطورين.', href: '/docs/usecase/' },
      ],
    },
    {
      type: 'cta',
      title: 'ما زلت عالقًا؟',
      text: 'ابحث في التوثيق، أو اسأل المجتمع؛ فعلى الأرجح واجه أحدهم السؤال نفسه من قبل.',
      primary: { label: 'ابحث في التوثيق', href: '/search/' },
      secondary: { label: 'انضم إلى المجتمع', href: '/docs/communities/' },
    },
  ],
};

export default copy;
