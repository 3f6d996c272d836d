import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot коротко: всё, что он умеет переводить',
    description:
      'Все возможности Diglot на одной странице: двуязычные сайты, PDF, электронные книги, субтитры, картинки, манга, поля ввода, версии для компьютера и смартфона.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot коротко',
      title: 'Одно расширение для всего, что вы читаете на других языках',
      lead: 'Эта страница — карта. Каждая карточка ниже ведёт к своей функции, так что можно сразу перейти к той части Diglot, которая нужна сегодня: будь то сайт, стопка PDF, фильм или комикс.',
      primary: { label: 'Установить Diglot бесплатно', href: '/download/' },
      secondary: { label: 'Открыть руководство', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: 'Читать',
      items: [
        { icon: 'globe', title: 'Веб-страницы', text: 'Двуязычные абзацы на любом сайте — основной текст Diglot находит сам.', link: { label: 'Веб-страницы', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF-документы', text: 'Бесплатный двуязычный просмотрщик и PDF Pro для формул, таблиц и сканов.', link: { label: 'Перевод PDF', href: '/f-pdf-translate/' } },
        { icon: 'book', title: 'Электронные книги', text: 'Книги в ePub и Mobi с переводом после каждого абзаца.', link: { label: 'Электронные книги', href: '/docs/features/epub/' } },
        { icon: 'quill', title: 'Фанфики', text: 'AO3 и похожие архивы — глава за главой.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: 'Смотреть',
      items: [
        { icon: 'video', title: 'Субтитры к видео', text: 'Две строки субтитров на {videoSites} видеосайтах.', link: { label: 'Двойные субтитры', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: 'Созвоны', text: 'Перевод живых субтитров в Zoom, Google Meet и Teams.', link: { label: 'Руководство по субтитрам', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: 'Картинки', text: 'Надписи на изображениях переводятся прямо на месте.', link: { label: 'Перевод изображений', href: '/image/' } },
        { icon: 'manga', title: 'Манга', text: 'Реплики в облачках переводятся на привычных сайтах для чтения.', link: { label: 'Перевод манги', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: 'Писать и делиться',
      items: [
        { icon: 'keyboard', title: 'Поля ввода', text: 'Пишите на своём языке и нажмите пробел {inputSpaces} раза — текст будет переведён.', link: { label: 'Перевод при вводе', href: '/docs/input/' } },
        { icon: 'selection', title: 'Выделение', text: 'Выделите фразу, и перевод тут же появится во всплывающем окне.', link: { label: 'Основы работы', href: '/docs/usage/' } },
        { icon: 'share', title: 'Поделиться', text: 'Отправьте фрагмент на двух языках ссылкой или картинкой.', link: { label: 'Двуязычные фрагменты', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: 'Файлы субтитров', text: 'Переводите файлы .srt, .vtt и .ass и сохраняйте их двуязычными.', link: { label: 'Файлы субтитров', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: 'В любом браузере и на любом устройстве',
      items: [
        { icon: 'download', title: 'Браузеры на компьютере', text: 'Chrome, Edge, Firefox и Safari, а также Brave, Arc и Opera с версией для Chrome.', link: { label: 'Скачать', href: '/download/' } },
        { icon: 'mobile', title: 'Смартфоны и планшеты', text: 'Safari на iPhone и iPad, а на Android — браузер с поддержкой расширений.', link: { label: 'Мобильные устройства', href: '/mobile/' } },
        { icon: 'engine', title: 'Ваши движки', text: '{engines} сервисов перевода: от встроенных бесплатных до ИИ с вашими собственными ключами.', link: { label: 'Сервисы', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: 'Премиум-ИИ-движки, PDF Pro, перевод манги и умный перевод картинок.', link: { label: 'Тарифы', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
