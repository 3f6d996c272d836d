import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Загрузка Diglot для Android',
    description: 'Загрузка приложения Diglot для Android начнётся автоматически. Если этого не произошло, скачайте файл по ссылке вручную.',
  },
  sections: [
    {
      type: 'androidDownload',
      title: 'Diglot для Android',
      starting: 'Загрузка вот-вот начнётся…',
      started: 'Загрузка началась. Когда она завершится, откройте файл, чтобы установить Diglot.',
      manual: 'Скачать APK вручную',
      help: 'Возможно, Android сначала попросит разрешить установку приложений из вашего браузера.',
      helpLink: { label: 'Помощь по установке на Android', href: '/docs/installation/#android' },
    },
  ],
};

export default copy;
