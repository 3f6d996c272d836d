import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot في لمحة: كل ما يمكنه ترجمته',
    description:
      'صفحة واحدة تقودك إلى كل أجزاء Diglot: صفحات الويب ثنائية اللغة، وPDF، والكتب، والترجمة المرئية، والصور، والمانغا، ومربعات الإدخال، وتطبيقات الحاسوب والجوال.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot في لمحة',
      title: 'إضافة واحدة لكل ما تقرؤه بلغة أخرى',
      lead: 'هذه الصفحة هي خريطتك. كل بطاقة أدناه تفتح الميزة التي تصفها، لتنتقل مباشرة إلى الجزء الذي تحتاجه اليوم من Diglot، سواء كان صفحة ويب، أو كومة من ملفات PDF، أو فيلمًا، أو قصة مصورة.',
      primary: { label: 'أضف Diglot مجانًا', href: '/download/' },
      secondary: { label: 'اقرأ الدليل التعليمي', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'اقرأ',
      items: [
        { icon: 'globe', title: 'صفحات الويب', text: 'فقرات ثنائية اللغة على أي موقع، مع تحديد النص الرئيسي تلقائيًا.', link: { label: 'صفحات الويب', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'مستندات PDF', text: 'عارض ثنائي اللغة مجاني، وPDF Pro للمعادلات والجداول والصفحات الممسوحة.', link: { label: 'ترجمة ملفات PDF', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'الكتب الإلكترونية', text: 'كتب ePub وMobi مع الترجمة بعد كل فقرة.', link: { label: 'الكتب الإلكترونية', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'قصص المعجبين', text: 'AO3 والمواقع المشابهة، فصلًا بعد فصل.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'شاهد وتأمّل',
      items: [
        { icon: 'video', title: 'ترجمة الفيديو', text: 'سطران للترجمة على {videoSites} موقع فيديو.', link: { label: 'ترجمة الفيديو', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'الاجتماعات', text: 'تسميات توضيحية مباشرة ومترجمة في Zoom وGoogle Meet وTeams.', link: { label: 'دليل ترجمة الفيديو', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'الصور', text: 'النصوص داخل الصور، مترجمة في مكانها.', link: { label: 'ترجمة الصور', href: '/image/' } },
        { icon: 'manga', title: 'المانغا', text: 'فقاعات الحوار مترجمة على مواقع القراءة التي تستخدمها.', link: { label: 'ترجمة المانغا', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'اكتب وشارك',
      items: [
        { icon: 'keyboard', title: 'مربعات الإدخال', text: 'اكتب بلغتك واضغط مفتاح المسافة {inputSpaces} مرات لتحصل على الترجمة.', link: { label: 'ترجمة الإدخال', href: '/docs/input/' } },
        { icon: 'selection', title: 'تحديد النص', text: 'حدّد عبارة لتظهر ترجمتها فورًا في نافذة منبثقة.', link: { label: 'الاستخدام الأساسي', href: '/docs/usage/' } },
        { icon: 'share', title: 'المشاركة', text: 'أرسل مقطعًا باللغتين رابطًا أو صورة.', link: { label: 'مشاركة المحتوى ثنائي اللغة', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'ملفات الترجمة المصاحبة', text: 'ترجم ملفات .srt و.vtt و.ass وصدّرها ثنائية اللغة.', link: { label: 'ملفات الترجمة المصاحبة', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'أينما تتصفح',
      items: [
        { icon: 'download', title: 'متصفحات الحاسوب', text: 'Chrome وEdge وFirefox وSafari، إضافة إلى Brave وArc وOpera عبر نسخة Chrome.', link: { label: 'التنزيل', href: '/download/' } },
        { icon: 'mobile', title: 'الهواتف والأجهزة اللوحية', text: 'Safari على iPhone وiPad، وAndroid عبر متصفح يدعم الإضافات.', link: { label: 'الجوال', href: '/mobile/' } },
        { icon: 'engine', title: 'محركاتك', text: '{engines} خدمة ترجمة، من المحركات المجانية المدمجة إلى مفاتيح الذكاء الاصطناعي الخاصة بك.', link: { label: 'الخدمات', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'محركات ذكاء اصطناعي متقدمة، وPDF Pro، والمانغا، وترجمة الصور الذكية.', link: { label: 'الأسعار', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
