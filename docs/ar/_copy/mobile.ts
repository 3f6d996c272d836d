import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot على هاتفك: iPhone وiPad وAndroid',
    description: 'اقرأ صفحات الويب بلغتين على iPhone وiPad وAndroid عبر امتداد Safari، أو Edge وFirefox لـAndroid، أو ملف APK، مع ترجمة تناسب اللمس.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'الجوال',
      title: 'قراءة ثنائية اللغة في جيبك',
      lead: 'المقالات التي تدّخرها لطريقك إلى العمل، ودليل الاستخدام الذي تقرؤه في موقع العمل، والمنتدى الذي تتصفحه قبل النوم: يترجمها Diglot على هاتفك أيضًا، والنص الأصلي حاضر إلى جانبها.',
      primary: { label: 'احصل على Diglot للجوال', href: '/download/#stores' },
      secondary: { label: 'دليل الإعداد', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'ثلاث طرق لاستخدامه',
      items: [
        { icon: 'mobile', title: 'Safari على iPhone وiPad', text: 'ثبّته من App Store، ثم اسمح لـDiglot من الإعدادات › التطبيقات › Safari › الامتدادات. وسيعمل في كل علامات تبويب Safari.' },
        { icon: 'puzzle', title: 'Edge وFirefox على Android', text: 'يشغّل كلا المتصفحين الإضافات على Android. أضف Diglot من متجر الإضافات لكل منهما، وسيعمل كما يعمل على حاسوبك.' },
        { icon: 'download', title: 'ملف APK لنظام Android', text: 'على الأجهزة التي لا تتوفر فيها هذه المتصفحات، ثبّت ملف APK مباشرة. أما تطبيق المتصفح القديم لـAndroid فلم يعد يُحدَّث.' },
      ],
    },
    {
      type: 'split',
      title: 'مصمَّم للّمس',
      text: 'لا يوجد مفتاح Ctrl في الهاتف، لذا يضيف Diglot إيماءات اللمس: نقرة على الزر العائم تترجم الصفحة، وضغطة مطوّلة على فقرة تترجمها وحدها. وكل ما عدا ذلك يعمل كما على الحاسوب.',
      bullets: ['زر عائم يمكنك إخفاؤه في كل موقع على حدة', 'إيماءات لترجمة فقرة واحدة', 'أنماط العرض والمحركات نفسها المتوفرة على الحاسوب'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'أسئلة عن الجوال',
      items: [
        { q: 'هل تنتقل إعداداتي من حاسوبي؟', a: 'سجّل الدخول بالحساب نفسه، وستتبعك اختياراتك للغة والمحرك ونمط العرض.' },
        { q: 'هل يدعم Chrome على Android إضافة Diglot؟', a: 'لا يشغّل Chrome على Android الإضافات. استخدم Edge أو Firefox على Android، أو ملف APK.' },
        { q: 'هل يستهلك كثيرًا من بيانات الجوال؟', a: 'لا يُرسل إلى خدمة الترجمة إلا النص الذي تترجمه، لذا لا تكلّف الصفحة عادةً سوى بضعة كيلوبايتات.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'افتح هذه الصفحة على هاتفك',
      text: 'انسخ الرابط وأرسله إلى نفسك، ثم ثبّت الإضافة من متصفح هاتفك.',
      href: '/download/',
      button: 'نسخ الرابط',
    },
  ],
};

export default copy;
