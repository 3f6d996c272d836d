import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'نزّل Diglot لمتصفحات Chrome وEdge وFirefox وSafari',
    description: 'احصل على Diglot لمتصفحك، أو لـSafari على Mac وiPhone وiPad، أو لأجهزة Android. التثبيت مجاني ولا يتطلب حسابًا.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'التنزيل',
      title: 'Diglot للمتصفح الذي تستخدمه',
      lead: 'يعمل Diglot داخل متصفحك، فلا برامج أخرى تحتاج إلى تثبيتها. اختر متصفحك من القائمة أدناه، وقد وضعنا الخيار المناسب لك في المقدمة.',
      primary: { label: 'اعرض كل خيارات التنزيل', href: '#stores' },
      secondary: { label: 'دليل التثبيت', href: '/docs/installation/' },
      note: 'مجاني · يعمل على Windows وmacOS وLinux وiOS وAndroid',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'التنزيلات',
      yourBrowser: 'الأنسب لمتصفحك',
      otherBrowsers: 'متصفحات أخرى',
      mobileTitle: 'الهواتف والأجهزة اللوحية',
      stores: {
        chrome: { name: 'Chrome', action: 'أضفه إلى Chrome', note: 'ويصلح أيضًا لـBrave وArc وOpera وVivaldi وسائر المتصفحات المبنية على Chromium.' },
        edge: { name: 'متصفح Microsoft Edge', action: 'احصل عليه لـEdge', note: 'من متجر إضافات Edge، على Windows وmacOS وAndroid.' },
        firefox: { name: 'Firefox', action: 'أضفه إلى Firefox', note: 'من موقع إضافات Firefox، على الحاسوب وعلى Android.' },
        safariMac: { name: 'Safari على Mac', action: 'نزّله من Mac App Store', note: 'بعد التثبيت، فعّله من Safari › الإعدادات › الامتدادات.' },
        safariIos: { name: 'Safari على iPhone وiPad', action: 'نزّله من App Store', note: 'ثم اسمح له من الإعدادات › التطبيقات › Safari › الامتدادات.' },
        mobileApp: { name: 'تطبيق Diglot للجوال', action: 'افتح صفحة التطبيق', note: 'اقرأ وترجم أينما كنت، مع مزامنة إعداداتك.' },
        apk: { name: 'ملف APK لنظام Android', action: 'نزّل ملف APK', note: 'لأجهزة Android التي لا يتوفر فيها متجر، علمًا بأن تطبيق المتصفح القديم لم يعد يُحدَّث.' },
        zip: { name: 'ملف zip لـChrome', action: 'نزّل ملف zip', note: 'للتثبيت اليدوي.' },
      },
      manualTitle: 'لا يمكنك الوصول إلى متجر متصفحك؟',
      manualText: 'يمكنك تثبيت نسخة Chrome من ملف مضغوط في خطوات قليلة، عبر «وضع مطوّر البرامج» و«تحميل الإضافة غير المضغوطة».',
      manualLink: { label: 'التثبيت اليدوي', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'بعد التثبيت',
      items: [
        { title: 'ثبّت الأيقونة', text: 'انقر أيقونة قطعة الأحجية في شريط الأدوات وثبّت Diglot، ليبقى دائمًا على بُعد نقرة واحدة.' },
        { title: 'اختر لغتك', text: 'افتح النافذة المنبثقة لـDiglot واختر اللغة التي تريد القراءة بها.' },
        { title: 'ترجم أول صفحة', text: 'افتح أي مقال بلغة أجنبية واضغط Alt+A، أو انقر «ترجمة هذه الصفحة».', link: { label: 'البدء السريع', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
