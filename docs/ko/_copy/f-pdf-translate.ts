import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'PDF 이중 언어 번역 — 논문, 보고서, 스캔본까지 Diglot으로',
    description:
      '무료 뷰어에서 어떤 PDF든 문단마다 두 언어로 읽어 보세요. PDF Pro는 수식, 표, 스캔, 다단 레이아웃이 섞인 논문도 재구성해 이중 언어 사본으로 내보내 줘요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'PDF 번역',
      title: '모든 PDF를 내 언어와 원문으로 함께',
      lead: '논문, 계약서, 매뉴얼을 Diglot 뷰어로 열면 문단마다 바로 옆에 번역이 붙어요. 다시 타이핑할 필요도, 빠지는 내용도 없고, 원문 표현은 언제든 그 자리에서 확인할 수 있어요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: 'PDF 번역 가이드', href: '/docs/features/pdf/' },
      note: '뷰어는 무료예요. PDF Pro는 Pro 요금제에 포함돼 있어요.',
      illustration: 'pdf',
    },
    {
      type: 'featureGrid',
      title: 'PDF를 읽는 두 가지 방법',
      lead: '평범한 문서라면 무료 뷰어로 충분해요. 레이아웃이 복잡해서 골치 아픈 문서라면 PDF Pro로 넘어가세요.',
      items: [
        {
          icon: 'pdf',
          title: '무료 이중 언어 뷰어',
          text: '내 컴퓨터에 있는 PDF든 링크로 연 PDF든, 브라우저에서 바로 문단마다 번역을 붙여 읽을 수 있어요.',
        },
        {
          icon: 'sparkles',
          title: 'PDF Pro',
          text: '번역하기 전에 문서 구조부터 다시 짜요. 수식은 수식대로, 표는 표대로 남고, 2단 논문도 올바른 순서로 읽혀요.',
          pro: true,
        },
        {
          icon: 'camera',
          title: '스캔한 페이지',
          text: 'PDF Pro는 스캔하거나 사진으로 찍은 페이지의 글자도 인식해요. 오래된 책이나 종이 유인물도 번역할 수 있죠.',
          pro: true,
        },
        {
          icon: 'share',
          title: '내보내기와 공유',
          text: '결과를 이중 언어 PDF나 웹페이지로 저장하거나, 확장 프로그램이 없는 동료도 열어 볼 수 있는 온라인 링크로 공유하세요.',
          pro: true,
        },
      ],
    },
    {
      type: 'split',
      eyebrow: '연구를 위해',
      title: '다른 번역기가 손 놓는 논문도 거뜬하게',
      text: '학술 PDF에는 다단, 각주, 수식, 캡션, 참고문헌이 뒤섞여 있어요. 번역기 입력창에 복사해 붙이면 순서는 엉키고 수식은 망가지기 일쑤죠. PDF Pro는 사람이 읽듯 페이지를 파악한 다음, 블록 단위로 번역해요.',
      bullets: [
        '수식과 기호는 원래 모습 그대로',
        '표는 행 단위로 재구성하고 셀마다 번역',
        '문서 전체의 레이아웃을 유지하는 번역 모드',
      ],
      illustration: 'pdf',
      link: { label: 'PDF Pro 가이드 읽기', href: '/docs/features/pdf/' },
    },
    {
      type: 'steps',
      title: '첫 PDF 번역해 보기',
      items: [
        { title: 'Diglot 설치', text: 'Chrome, Edge, Firefox, Safari에 확장 프로그램을 추가하세요. 1분도 걸리지 않아요.', link: { label: '다운로드', href: '/download/' } },
        { title: 'PDF 열기', text: '평소처럼 PDF 링크를 클릭하거나, 컴퓨터에 있는 파일을 Diglot 뷰어로 끌어다 놓으세요.' },
        { title: '두 언어로 읽기', text: '지금 보고 있는 페이지부터 번역이 시작되고, 스크롤을 내리면 다음 페이지도 이어서 번역돼요.' },
      ],
    },
    {
      type: 'faq',
      title: 'PDF에 관한 질문',
      items: [
        { q: '페이지 수 제한이 있나요?', a: '무료 뷰어는 읽는 대로 번역하며 자체적인 페이지 제한이 없어요. PDF Pro는 처리한 페이지만큼 Pro 요금제의 사용량에서 차감돼요.' },
        { q: '내 문서가 외부로 전송되나요?', a: '각 문단의 텍스트는 선택한 번역 엔진으로 전송돼요. PDF Pro는 문서를 재구성하기 위해 파일을 업로드하고, 처리가 끝나면 삭제해요.' },
        { q: '이미지로만 된 PDF도 번역할 수 있나요?', a: '네, PDF Pro를 쓰면 돼요. 스캔한 페이지의 글자를 먼저 인식한 다음 번역해요.' },
        { q: '논문에는 어떤 엔진이 좋을까요?', a: 'AI 엔진은 긴 문서에서도 전문 용어를 일관되게 옮겨요. 엔진별 차이는 번역 서비스 가이드에서 비교해 볼 수 있어요.' },
      ],
    },
    {
      type: 'cta',
      title: '다음에 읽을 논문은 두 언어로',
      text: '뷰어는 무료이고 계정도 필요 없어요.',
      primary: { label: 'Diglot 무료로 추가', href: '/download/' },
      secondary: { label: 'Pro 요금제 보기', href: '/pricing/' },
    },
  ],
};

export default copy;
