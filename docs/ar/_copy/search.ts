import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'ابحث في توثيق Diglot',
    description: 'ابحث في كل الأدلة وصفحات الميزات وخدمات الترجمة وإجابات الأسئلة الشائعة ضمن توثيق Diglot.',
  },
  sections: [
    {
      type: 'guides',
      title: 'موضوعات رائجة',
      lead: 'لا تعرف ما تكتب؟ هذه الصفحات تجيب عن معظم الأسئلة التي تصلنا.',
      items: [
        { tag: 'أساسيات', title: 'البدء السريع', text: 'ترجم صفحة، وعُد إلى الأصل، وتعرّف على الاختصارات التي تفعل ذلك بضغطة.', href: '/docs/usage/' },
        { tag: 'أساسيات', title: 'التثبيت', text: 'كل المتصفحات، والهواتف والأجهزة اللوحية، والتثبيت اليدوي أيضًا.', href: '/docs/installation/' },
        { tag: 'مساعدة', title: 'الأسئلة الشائعة', text: 'الرصيد، والحسابات، والخصوصية، والمشكلات التي يواجهها المستخدمون أكثر من غيرها.', href: '/docs/faq/' },
        { tag: 'خدمات', title: 'خدمات الترجمة', text: 'أي محرك تختار، وما الذي يحتاجه كل منها ليعمل.', href: '/docs/services/' },
        { tag: 'مستندات', title: 'ترجمة ملفات PDF', text: 'العارض ثنائي اللغة، وPDF Pro، وخيارات التصدير.', href: '/docs/features/pdf/' },
        { tag: 'فيديو', title: 'ترجمة الفيديو', text: 'سطران للترجمة على منصات البث ومواقع الدورات التعليمية.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'نصائح لنتائج أدق',
      items: [
        { icon: 'compass', title: 'استخدم الكلمات الظاهرة على الشاشة', text: 'ابحث بالتسمية التي تراها في Diglot، مثل «نمط العرض» أو «مفتاح API»، بدلًا من أن تصفها بكلماتك.' },
        { icon: 'engine', title: 'اذكر اسم الخدمة', text: 'أضف اسم المحرك إلى بحثك، مثل «مفتاح DeepL» أو «Ollama origin»، لتصل مباشرة إلى صفحة إعداده.' },
        { icon: 'keyboard', title: 'ابحث من أي مكان', text: 'اضغط Ctrl+K، أو ⌘K على Mac، في أي صفحة لفتح نافذة البحث السريع.' },
      ],
    },
  ],
};

export default copy;
