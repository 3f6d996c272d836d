import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot으로 이미지 속 글자 번역하기',
    description: '사진, 스크린숏, 차트, 인포그래픽 속 글자를 페이지에서 바로 번역해요. 브라우저 안에서 도는 무료 모드와 Pro 전용 스마트 AI 번역을 지원해요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '이미지 번역',
      title: '그림 속 글자도, 있던 자리에서 번역',
      lead: '상품 사진, 보고서 속 차트, 커뮤니티 글의 스크린숏, 여행 블로그의 메뉴판까지. Diglot이 이미지 안의 글자를 찾아내고 그 위에 번역을 덧입혀요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: '이미지 번역 가이드', href: '/docs/features/image/' },
      illustration: 'image',
    },
    {
      type: 'featureGrid',
      title: '두 가지 모드',
      items: [
        { icon: 'zap', title: '브라우저 안에서 무료로', text: 'Chrome과 Edge에서는 글자 인식이 내 기기에서 바로 처리돼요. 선명한 스크린숏이나 간단한 그래픽에 잘 맞고, 이미지가 컴퓨터 밖으로 나가지 않아요.' },
        { icon: 'sparkles', title: '스마트 AI 번역', text: 'Pro에서는 까다로운 이미지를 AI 서비스가 처리해요. 장식이 많은 글꼴, 휘어진 글자, 낮은 해상도, 복잡한 배경도 문제없어요.', pro: true },
        { icon: 'cursor', title: '이미지에서 마우스 오른쪽 클릭', text: '메뉴에서 이미지 한 장만 번역하거나, 페이지 번역과 함께 페이지의 모든 이미지를 한꺼번에 번역할 수 있어요.' },
        { icon: 'palette', title: '읽기 쉬운 덧씌우기', text: '번역문은 주변과 어울리는 배경 위에 그려져 잘 읽히고, 마우스를 올리면 원본을 다시 볼 수 있어요.' },
      ],
    },
    {
      type: 'split',
      title: '만화 말고도 쓸 데가 많아요',
      text: '해외 직구, 인포그래픽 읽기, 스크린숏 가득한 튜토리얼 따라 하기, 외국 기업 연차 보고서의 차트 확인까지. 이미지에는 일반 페이지 번역이 놓치는 정보가 잔뜩 담겨 있어요.',
      bullets: ['문서 속 스크린숏과 다이어그램', '이미지로 저장된 차트와 표', '상품 사진과 패키지'],
      illustration: 'image',
    },
    {
      type: 'faq',
      title: '이미지 번역 질문',
      items: [
        { q: '무료 모드는 어떤 브라우저에서 되나요?', a: 'Chrome과 Edge예요. 다른 브라우저에서는 이미지 번역에 스마트 AI 모드를 쓰고, 이 모드에는 Pro가 필요해요.' },
        { q: '내 이미지가 저장되나요?', a: '무료 모드에서는 아무것도 업로드되지 않아요. 스마트 AI 모드에서는 번역을 위해 이미지를 전송하지만, 번역 후에는 보관하지 않아요.' },
        { q: 'PDF 안의 이미지도 번역되나요?', a: '네. PDF Pro는 문서를 재구성하면서 스캔한 페이지와 그림 속 글자도 함께 읽어 내요.' },
      ],
    },
  ],
};

export default copy;
