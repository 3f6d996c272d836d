import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'جارٍ تنزيل Diglot لنظام Android',
    description: 'يبدأ تنزيل تطبيق Diglot لنظام Android تلقائيًا. وإن لم يبدأ، فاستخدم رابط التنزيل اليدوي الظاهر في الصفحة.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot لنظام Android',
      starting: 'سيبدأ التنزيل بعد لحظات…',
      started: 'بدأ التنزيل. افتح الملف عند اكتماله لتثبيت Diglot.',
      manual: 'نزّل ملف APK يدويًا',
      help: 'قد يطلب منك Android أولًا السماح بتثبيت التطبيقات من متصفحك.',
      helpLink: { label: 'مساعدة التثبيت على Android', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
