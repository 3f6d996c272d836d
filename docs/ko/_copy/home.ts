import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 한눈에 보기: 번역할 수 있는 모든 것',
    description:
      'Diglot의 모든 기능을 한 페이지에 모았어요. 이중 언어 웹페이지, PDF, 전자책, 자막, 이미지, 만화, 입력창 번역, 데스크톱과 모바일 앱까지.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diglot 한눈에 보기',
      title: '외국어로 된 모든 읽을거리를 확장 프로그램 하나로',
      lead: '이 페이지는 일종의 지도예요. 아래 카드를 누르면 해당 기능으로 바로 이동하니, 웹페이지든 쌓여 있는 PDF든 영화나 만화든 오늘 필요한 Diglot 기능을 곧장 찾아가세요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: '튜토리얼 읽기', href: '/docs/usage/' },
      illustration: 'bilingual',
    },
    {
      type: 'featureGrid',
      id: 'read',
      title: '읽기',
      items: [
        { icon: 'globe', title: '웹페이지', text: '어느 사이트에서든 본문을 알아서 찾아 문단마다 두 언어로 보여 줘요.', link: { label: '웹페이지 번역', href: '/docs/features/webpage/' } },
        { icon: 'pdf', title: 'PDF 문서', text: '무료 이중 언어 뷰어와, 수식·표·스캔본을 위한 PDF Pro.', link: { label: 'PDF 번역', href: '/f-pdf-translate/' } },
        { icon: 'book', title: '전자책', text: 'ePub과 Mobi 책을 문단마다 번역과 함께 읽어요.', link: { label: '전자책', href: '/docs/features/epub/' } },
        { icon: 'quill', title: '팬픽션', text: 'AO3 같은 사이트를 챕터별로 번역해요.', link: { label: 'AO3', href: '/ao3/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'watch',
      title: '보기',
      items: [
        { icon: 'video', title: '동영상 자막', text: '{videoSites}개 동영상 사이트에서 자막을 두 줄로 보여 줘요.', link: { label: '동영상 자막', href: '/f-video-subtitle-translate/' } },
        { icon: 'meeting', title: '온라인 회의', text: 'Zoom, Google Meet, Teams의 실시간 자막을 번역해요.', link: { label: '동영상 자막 가이드', href: '/docs/features/video-subtitles/' } },
        { icon: 'image', title: '이미지', text: '그림 속 글자를 그 자리에서 번역해요.', link: { label: '이미지 번역', href: '/image/' } },
        { icon: 'manga', title: '만화', text: '즐겨 찾는 만화 사이트에서 말풍선을 번역해요.', link: { label: '만화 번역', href: '/manga/' }, pro: true },
      ],
    },
    {
      type: 'featureGrid',
      id: 'write',
      title: '쓰기와 공유',
      items: [
        { icon: 'keyboard', title: '입력창', text: '한국어로 입력하고 스페이스바를 {inputSpaces}번 누르면 번역돼요.', link: { label: '입력창 번역', href: '/docs/input/' } },
        { icon: 'selection', title: '선택 번역', text: '구절을 선택하면 작은 창에 번역이 바로 떠요.', link: { label: '기본 사용법', href: '/docs/usage/' } },
        { icon: 'share', title: '공유', text: '원하는 문단을 두 언어로 담아 링크나 이미지로 보내요.', link: { label: '이중 언어 콘텐츠 공유', href: '/f-share-bilingual-content/' } },
        { icon: 'subtitles', title: '자막 파일', text: '.srt, .vtt, .ass 파일을 번역해 이중 자막으로 내보내요.', link: { label: '자막 파일', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'featureGrid',
      id: 'platforms',
      title: '어떤 환경에서든',
      items: [
        { icon: 'download', title: '데스크톱 브라우저', text: 'Chrome, Edge, Firefox, Safari는 물론, Chrome 버전으로 Brave, Arc, Opera에서도 쓸 수 있어요.', link: { label: '다운로드', href: '/download/' } },
        { icon: 'mobile', title: '스마트폰과 태블릿', text: 'iPhone과 iPad의 Safari, 그리고 확장 프로그램을 지원하는 Android 브라우저에서 쓸 수 있어요.', link: { label: '모바일', href: '/mobile/' } },
        { icon: 'engine', title: '원하는 번역 엔진', text: '기본 제공 무료 엔진부터 내 AI 키까지, {engines}개 번역 서비스를 골라 쓰세요.', link: { label: '번역 서비스', href: '/docs/services/' } },
        { icon: 'star', title: 'Pro', text: '프리미엄 AI 엔진, PDF Pro, 만화 번역, 스마트 이미지 번역.', link: { label: '요금제', href: '/pricing/' } },
      ],
    },
  ],
};

export default copy;
