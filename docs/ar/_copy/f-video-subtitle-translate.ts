import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'ترجمة مرئية بلغتين على YouTube وNetflix و{videoSites} موقع فيديو',
    description:
      'شاهد المحاضرات والمسلسلات والندوات والترجمة الأصلية وترجمتها معًا على الشاشة، على {videoSites} موقع فيديو وفي التسميات التوضيحية لـZoom وGoogle Meet وTeams.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'ترجمة الفيديو',
      title: 'سطران على الشاشة: ما قيل، وما يعنيه',
      lead: 'يضيف Diglot سطرًا مترجمًا تحت الترجمة الأصلية على المواقع التي تشاهدها أصلًا. تابع محاضرة بلغة أخرى، والتقط النكات في مسلسلك المفضل، وتعلّم كلمات جديدة وأنت تشاهد.',
      primary: { label: 'أضف Diglot مجانًا', href: '/download/' },
      secondary: { label: 'مواقع الفيديو المدعومة', href: '/docs/videoSiteSupport/' },
      note: 'YouTube وNetflix وPrime Video وDisney+ وCoursera وUdemy وTED، وغيرها الكثير',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: 'موقع فيديو بترجمة ثنائية اللغة' },
        { value: '3', label: 'تطبيقات اجتماعات بتسميات توضيحية مباشرة: Zoom وGoogle Meet وTeams' },
        { value: '6', label: 'صيغ لملفات الترجمة المصاحبة يمكنك ترجمتها وتصديرها' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'صُمّم للمشاهدة، لا للقراءة فحسب',
      items: [
        { icon: 'video', title: 'منصات البث والدورات', text: 'YouTube وNetflix وPrime Video وDisney+ وHBO Max وHulu وVimeo وCoursera وUdemy وedX وKhan Academy وBBC iPlayer وBilibili، والقائمة تطول.' },
        { icon: 'meeting', title: 'الاجتماعات عبر الإنترنت', text: 'تحصل التسميات التوضيحية المباشرة في Zoom وGoogle Meet وMicrosoft Teams على سطر مترجم أثناء حديث المشاركين.' },
        { icon: 'palette', title: 'ترجمة على ذوقك', text: 'غيّر حجم كل سطر ولونه وموضعه، أو اعرض الترجمة وحدها.' },
        { icon: 'subtitles', title: 'ملفات الترجمة المصاحبة', text: 'ترجم ملفات .srt و.vtt و.ass و.ssa و.sbv و.lrc، واحفظها ترجمةً ثنائية اللغة تعمل في أي مشغّل.', link: { label: 'دليل ملفات الترجمة المصاحبة', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: 'التعلّم بالفيديو',
      title: 'أفضل درس لغة هو عرض تستمتع بمشاهدته',
      text: 'حين ترى السطر الأصلي وأنت تسمعه، وتحته لغتك، تتحول كل حلقة إلى تمرين استماع. توقّف عند عبارة، وقارن بين السطرين، ثم تابع حين يتضح المعنى.',
      bullets: ['الأصل والترجمة متزامنان دائمًا', 'يعمل مع مسارات الترجمة التي يوفرها الموقع نفسه', 'محركات ذكاء اصطناعي لسطور طبيعية تراعي السياق'],
      illustration: 'video',
      link: { label: 'دليل ترجمة الفيديو', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: 'أسئلة عن الترجمة المرئية',
      items: [
        { q: 'ماذا لو لم يكن للفيديو ترجمة؟', a: 'يترجم Diglot مسارات الترجمة التي يوفرها الموقع، بما فيها الترجمة المُنشأة تلقائيًا حيث يتيحها الموقع.' },
        { q: 'هل يعمل في وضع ملء الشاشة؟', a: 'نعم. يبقى السطران ظاهرين في وضع ملء الشاشة ووضع المسرح.' },
        { q: 'هل هو مجاني؟', a: 'تعمل الترجمة ثنائية اللغة على الخطة المجانية مع المحركات المدمجة. ويضيف Pro محركات ذكاء اصطناعي متقدمة لسطور أكثر طبيعية.' },
      ],
    },
    {
      type: 'cta',
      title: 'اضغط «تشغيل» بلغتين',
      primary: { label: 'أضف Diglot مجانًا', href: '/download/' },
      secondary: { label: 'المواقع المدعومة', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
