import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'YouTube, Netflix 등 {videoSites}개 동영상 사이트 이중 자막',
    description:
      '강의, 드라마, 강연을 원문 자막과 번역 자막을 함께 띄워 보세요. {videoSites}개 동영상 사이트는 물론 Zoom, Google Meet, Teams 실시간 자막도 지원해요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '동영상 자막',
      title: '자막 두 줄: 들리는 말과 그 뜻을 함께',
      lead: 'Diglot은 늘 보던 사이트에서 원문 자막 아래에 번역 자막을 한 줄 더 띄워 줘요. 다른 언어로 된 강의를 따라가고, 드라마 속 농담도 놓치지 않고, 보는 동안 새로운 단어까지 익힐 수 있어요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: '지원하는 동영상 사이트', href: '/docs/videoSiteSupport/' },
      note: 'YouTube, Netflix, Prime Video, Disney+, Coursera, Udemy, TED 등',
      illustration: 'video',
    },
    {
      type: 'stats',
      items: [
        { value: '{videoSites}', label: '이중 자막을 지원하는 동영상 사이트' },
        { value: '3', label: '실시간 자막을 번역하는 회의 앱: Zoom, Google Meet, Teams' },
        { value: '6', label: '번역하고 내보낼 수 있는 자막 파일 형식' },
      ],
    },
    {
      type: 'featureGrid',
      title: '읽기를 넘어, 보는 경험에 맞춰',
      items: [
        { icon: 'video', title: '스트리밍과 온라인 강의', text: 'YouTube, Netflix, Prime Video, Disney+, HBO Max, Hulu, Vimeo, Coursera, Udemy, edX, Khan Academy, BBC iPlayer, Bilibili 등 수많은 사이트를 지원해요.' },
        { icon: 'meeting', title: '온라인 회의', text: 'Zoom, Google Meet, Microsoft Teams에서 누군가 말하는 동안 실시간 자막 아래에 번역이 한 줄 붙어요.' },
        { icon: 'palette', title: '내 취향대로 자막 설정', text: '각 줄의 크기, 색상, 위치를 바꾸거나 번역 자막만 볼 수도 있어요.' },
        { icon: 'subtitles', title: '자막 파일', text: '.srt, .vtt, .ass, .ssa, .sbv, .lrc 파일을 번역하고, 어떤 플레이어에서든 쓸 수 있는 이중 자막으로 저장하세요.', link: { label: '자막 파일 가이드', href: '/docs/features/subtitles/' } },
      ],
    },
    {
      type: 'split',
      eyebrow: '영상으로 배우기',
      title: '가장 좋은 어학 교재는 재미있는 드라마',
      text: '귀로 들으면서 원문 대사를 눈으로 보고, 그 아래에서 우리말 번역까지 확인하면 매 에피소드가 듣기 연습이 돼요. 마음에 걸리는 표현에서 잠시 멈추고 두 줄을 비교해 보세요. 이해가 되면 다시 재생하면 돼요.',
      bullets: ['원문과 번역이 늘 딱 맞게 동기화', '사이트가 제공하는 자막 트랙 그대로 활용', '자연스럽고 문맥에 맞는 번역을 위한 AI 엔진'],
      illustration: 'video',
      link: { label: '동영상 자막 가이드', href: '/docs/features/video-subtitles/' },
    },
    {
      type: 'faq',
      title: '자막에 관한 질문',
      items: [
        { q: '자막이 없는 영상은 어떻게 되나요?', a: 'Diglot은 사이트가 제공하는 자막 트랙을 번역해요. 사이트에서 자동 생성 자막을 제공한다면 그것도 번역할 수 있어요.' },
        { q: '전체 화면에서도 보이나요?', a: '네. 전체 화면 모드와 영화관 모드에서도 두 줄 자막이 그대로 표시돼요.' },
        { q: '무료인가요?', a: '이중 자막은 기본 제공 엔진으로 무료 요금제에서 쓸 수 있어요. Pro에서는 더 자연스러운 번역을 위한 프리미엄 AI 엔진이 추가돼요.' },
      ],
    },
    {
      type: 'cta',
      title: '두 언어로 재생 버튼을 누르세요',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: '지원 사이트 목록', href: '/docs/videoSiteSupport/' },
    },
  ],
};

export default copy;
