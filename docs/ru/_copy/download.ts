import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Скачать Diglot для Chrome, Edge, Firefox и Safari',
    description: 'Diglot для вашего браузера, для Safari на Mac, iPhone и iPad или для Android. Установка бесплатная, аккаунт не нужен.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Скачать',
      title: 'Diglot для вашего браузера',
      lead: 'Diglot работает внутри браузера, так что больше ничего устанавливать не придётся. Выберите свой браузер ниже — подходящую версию мы уже поставили первой.',
      primary: { label: 'Все варианты загрузки', href: '#stores' },
      secondary: { label: 'Инструкция по установке', href: '/docs/installation/' },
      note: 'Бесплатно · Windows, macOS, Linux, iOS и Android',
      illustration: 'install',
    },
    {
      type: 'download',
      title: 'Загрузки',
      yourBrowser: 'Рекомендуем для вашего браузера',
      otherBrowsers: 'Другие браузеры',
      mobileTitle: 'Смартфоны и планшеты',
      stores: {
        chrome: { name: 'Chrome', action: 'Установить в Chrome', note: 'Подходит и для Brave, Arc, Opera, Vivaldi и других браузеров на Chromium.' },
        edge: { name: 'Браузер Microsoft Edge', action: 'Установить в Edge', note: 'Из магазина надстроек Edge — для Windows, macOS и Android.' },
        firefox: { name: 'Firefox', action: 'Установить в Firefox', note: 'Из каталога дополнений Firefox — на компьютере и на Android.' },
        safariMac: { name: 'Safari на Mac', action: 'Загрузить в Mac App Store', note: 'После установки включите расширение в Safari › Настройки › Расширения.' },
        safariIos: { name: 'Safari на iPhone и iPad', action: 'Загрузить в App Store', note: 'Затем разрешите его в разделе Настройки › Приложения › Safari › Расширения.' },
        mobileApp: { name: 'Мобильное приложение Diglot', action: 'Открыть страницу приложения', note: 'Читайте и переводите в дороге — настройки синхронизируются.' },
        apk: { name: 'APK для Android', action: 'Скачать APK', note: 'Для Android-устройств без магазина приложений; старый браузер больше не поддерживается.' },
        zip: { name: 'Chrome (zip-архив)', action: 'Скачать архив', note: 'Для установки вручную.' },
      },
      manualTitle: 'Магазин расширений недоступен?',
      manualText: 'Версию для Chrome можно поставить из zip-архива за несколько шагов — через «Режим разработчика» и кнопку «Загрузить распакованное расширение».',
      manualLink: { label: 'Установить вручную', href: '/manual-chrome-extension/' },
    },
    {
      type: 'steps',
      title: 'После установки',
      items: [
        { title: 'Закрепите значок', text: 'Нажмите на значок пазла в панели инструментов и закрепите Diglot, чтобы он всегда был под рукой.' },
        { title: 'Выберите язык', text: 'Откройте окно Diglot и укажите язык, на котором хотите читать.' },
        { title: 'Переведите первую страницу', text: 'Откройте любую статью на иностранном языке и нажмите Alt+A или кнопку «Перевести страницу».', link: { label: 'Быстрый старт', href: '/welcome/' } },
      ],
    },
  ],
};

export default copy;
