import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'نزّل ملف Diglot المضغوط لـChrome',
    description: 'حزمة zip لإضافة Diglot على Chrome، لتحميلها يدويًا في Chrome وEdge وغيرهما من المتصفحات المبنية على Chromium.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'التثبيت اليدوي',
      title: 'Diglot لـChrome في ملف مضغوط',
      lead: 'هذه هي الإضافة نفسها المتوفرة في سوق Chrome الإلكتروني، مجمّعةً للتثبيت اليدوي. فكّ ضغطها، ثم حمّل المجلد من صفحة الإضافات في متصفحك.',
      primary: { label: 'نزّل ملف zip', href: '{store.zip}' },
      secondary: { label: 'الدليل خطوة بخطوة', href: '/manual-chrome-extension/' },
      note: 'النسخ المثبتة يدويًا لا تتحدث تلقائيًا، فعُد إلى هنا للحصول على الإصدارات الجديدة.',
      illustration: 'install',
    },
  ],
};

export default copy;
