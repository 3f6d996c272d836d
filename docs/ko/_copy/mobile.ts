import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '휴대폰에서 쓰는 Diglot: iPhone, iPad, Android',
    description: 'Safari 확장 프로그램, Android용 Edge·Firefox, APK로 iPhone, iPad, Android에서도 이중 언어 웹페이지를 읽어요. 터치에 맞춘 번역 기능도 갖췄어요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '모바일',
      title: '주머니 속에서도 두 언어로',
      lead: '출퇴근길에 읽으려고 저장해 둔 기사, 현장에서 펼쳐 보는 매뉴얼, 잠들기 전 둘러보는 커뮤니티까지. Diglot은 휴대폰에서도 원문을 곁에 둔 채로 번역해 줘요.',
      primary: { label: '모바일용 Diglot 받기', href: '/download/#stores' },
      secondary: { label: '설정 가이드', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: '세 가지 사용 방법',
      items: [
        { icon: 'mobile', title: 'iPhone·iPad의 Safari', text: 'App Store에서 설치한 다음 설정 › 앱 › Safari › 확장 프로그램에서 Diglot을 허용하세요. 모든 Safari 탭에서 작동해요.' },
        { icon: 'puzzle', title: 'Android의 Edge와 Firefox', text: '두 브라우저 모두 Android에서 확장 프로그램을 지원해요. 각 부가 기능 스토어에서 Diglot을 추가하면 컴퓨터에서처럼 쓸 수 있어요.' },
        { icon: 'download', title: 'Android APK', text: '이 브라우저들이 없는 기기라면 APK를 직접 설치하세요. 예전 Android 브라우저 앱은 더 이상 업데이트되지 않아요.' },
      ],
    },
    {
      type: 'split',
      title: '터치에 맞게 다시 설계',
      text: '휴대폰에는 Ctrl 키가 없으니 Diglot은 제스처를 준비했어요. 떠 있는 버튼을 탭하면 페이지 전체가 번역되고, 문단을 길게 누르면 그 문단만 번역돼요. 나머지는 데스크톱과 똑같이 작동해요.',
      bullets: ['사이트마다 숨길 수 있는 플로팅 버튼', '문단 하나만 번역하는 제스처', '데스크톱과 같은 표시 스타일과 번역 엔진'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: '모바일 관련 질문',
      items: [
        { q: '컴퓨터에서 쓰던 설정을 그대로 쓸 수 있나요?', a: '같은 계정으로 로그인하면 언어, 엔진, 스타일 설정이 함께 따라와요.' },
        { q: 'Android용 Chrome에서도 Diglot을 쓸 수 있나요?', a: 'Android의 Chrome은 확장 프로그램을 지원하지 않아요. Android에서는 Edge나 Firefox, 또는 APK를 이용하세요.' },
        { q: '데이터를 많이 쓰나요?', a: '번역할 텍스트만 번역 서비스로 전송되기 때문에 페이지 하나에 보통 몇 킬로바이트 정도면 충분해요.' },
      ],
    },
    {
      type: 'copyLink',
      title: '이 페이지를 휴대폰에서 열기',
      text: '링크를 복사해 나에게 보낸 다음, 휴대폰 브라우저에서 설치하세요.',
      href: '/download/',
      button: '링크 복사',
    },
  ],
};

export default copy;
