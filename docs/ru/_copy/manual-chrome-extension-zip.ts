import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Скачать Diglot для Chrome в zip-архиве',
    description: 'Zip-архив расширения Diglot для Chrome — для ручной установки в Chrome, Edge и других браузерах на Chromium.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Ручная установка',
      title: 'Diglot для Chrome в zip-архиве',
      lead: 'Это то же расширение, что и в Chrome Web Store, только упакованное для ручной установки. Распакуйте архив и загрузите папку на странице расширений вашего браузера.',
      primary: { label: 'Скачать архив', href: '{store.zip}' },
      secondary: { label: 'Пошаговая инструкция', href: '/manual-chrome-extension/' },
      note: 'Вручную установленное расширение само не обновляется — за новыми версиями возвращайтесь сюда.',
      illustration: 'install',
    },
  ],
};

export default copy;
