import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Двойные субтитры для YouTube, Netflix и ещё {videoSites} видеосайтов',
    description:
      'Смотрите лекции, сериалы и выступления с оригинальными субтитрами и переводом на одном экране — на {videoSites} видеосайтах, а также в Zoom, Google Meet и Teams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Субтитры к видео',
      title: 'Две строки субтитров: что сказали и что это значит',
      lead: 'Diglot добавляет строку перевода под оригинальными субтитрами на тех сайтах, где вы и так смотрите видео. Слушайте лекции на другом языке, понимайте шутки в сериалах и попутно запоминайте новые слова.',
      primary: { label: 'Установить Diglot бесплатно', href: '/download/' },
      secondary: { label: 'Поддерживаемые видеосайты', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED и многие другие',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'видеосайтов с двойными субтитрами' },
        { value: '3', label: 'сервиса видеовстреч с живыми субтитрами: Zoom, Google Meet, Teams' },
        { value: '6', label: 'форматов файлов субтитров для перевода и экспорта' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Чтобы смотреть, а не только читать',
      items: [
        { icon: 'video', title: 'Стриминг и онлайн-курсы', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili и многие другие.' },
        { icon: 'meeting', title: 'Онлайн-встречи', text: 'Живые субтитры в Zoom, Google Meet и Microsoft Teams получают строку перевода прямо по ходу разговора.' },
        { icon: 'palette', title: 'Субтитры под вас', text: 'Настройте размер, цвет и положение каждой строки или оставьте только перевод.' },
        { icon: 'subtitles', title: 'Файлы субтитров', text: 'Переводите файлы .srt, .vtt, .ass, .ssa, .sbv и .lrc и сохраняйте их как двуязычные субтитры для любого плеера.', link: { label: 'Руководство по файлам субтитров', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'Учимся по видео',
      title: 'Лучший урок языка — сериал, который вам нравится',
      text: 'Когда вы слышите фразу, видите её в оригинале и тут же читаете перевод, каждая серия становится тренировкой на слух. Остановитесь на непонятной фразе, сравните две строки и смотрите дальше, как только всё встанет на места.',
      bullets: ['Оригинал и перевод всегда синхронны', 'Работает с дорожками субтитров самого сайта', 'ИИ-движки для естественных реплик с учётом контекста'],
      illustration: 'video',
      link: { label: 'Руководство по субтитрам', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'Вопросы о субтитрах',
      items: [
        { q: 'А если у видео нет субтитров?', a: 'Diglot переводит дорожки субтитров, которые даёт сам сайт, в том числе автоматические, если сайт их предлагает.' },
        { q: 'Работает ли в полноэкранном режиме?', a: 'Да. Обе строки остаются на экране и в полноэкранном, и в кинорежиме.' },
        { q: 'Это бесплатно?', a: 'Двойные субтитры доступны на бесплатном тарифе со встроенными движками. Pro добавляет премиум-ИИ-движки для более естественных реплик.' },
      ],
    },
    {
      type: 'cta',
      title: 'Включайте видео — сразу на двух языках',
      primary: { label: 'Установить Diglot бесплатно', href: '/download/' },
      secondary: { label: 'Поддерживаемые сайты', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
