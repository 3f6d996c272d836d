import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 신규 회원 전용 Manga Pro 3일 무료 체험',
    description: 'Diglot이 처음이라면 Manga Pro 3일 체험을 한 번 받아 보세요. 만화와 코믹스의 말풍선이 제자리에서 번역되는 경험을 무료로 누릴 수 있어요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '기간 한정 이벤트',
      title: 'Manga Pro 3일, 무료로 드려요',
      lead: 'Diglot을 처음 쓰신다면 Manga Pro 3일 무료 체험을 받아 보세요. 연재를 따라 읽는 만화 사이트에서 모든 말풍선이 번역되고, 그림은 원래 모습 그대로 남아요.',
      primary: { label: '체험 받기', href: '#claim' },
      secondary: { label: '만화 번역 알아보기', href: '/manga/' },
      illustration: 'manga',
    },
    {
      type: 'mangaClaim',
      title: 'Manga Pro 체험 신청',
      lead: 'Diglot 계정이 있어야 하고, 이 브라우저에 확장 프로그램이 설치되어 있어야 해요. 체험 기간은 신청한 순간부터 시작돼요.',
      perks: [
        'Pixiv, MangaDex, MANGA Plus 등에서 말풍선을 제자리 번역',
        '세로쓰기와 오른쪽에서 왼쪽으로 넘기는 페이지도 문제없이',
        '꽉 찬 3일, 결제 정보 입력 없이',
      ],
      claim: 'Manga Pro 3일 체험 시작',
      endsOn: '이벤트는 {date}에 종료됩니다. 신규 회원만, 계정당 한 번 받을 수 있습니다.',
    },
    {
      type: 'steps',
      title: '세 단계면 끝',
      items: [
        { title: '로그인', text: '무료 계정을 새로 만들거나 기존 계정으로 로그인하세요.' },
        { title: 'Diglot 설치', text: '이 브라우저에 확장 프로그램을 추가한 뒤 돌아와서 페이지를 새로고침하세요.', link: { label: '다운로드', href: '/download/' } },
        { title: '체험 받고 읽기', text: '위의 버튼을 누르고 만화 챕터를 연 다음 Diglot 아이콘을 클릭하세요.' },
      ],
    },
    {
      type: 'faq',
      title: '체험 이벤트 안내',
      items: [
        { q: '신규 회원은 어떻게 판단하나요?', a: 'Pro나 이전 체험을 한 번도 이용한 적 없는 계정이 대상이에요. 계정당 한 번만 받을 수 있어요.' },
        { q: '3일이 지나면 어떻게 되나요?', a: '만화 번역만 꺼지고 나머지 기능은 Free 요금제로 계속 쓸 수 있어요. 요금은 전혀 청구되지 않아요.' },
        { q: '확장 프로그램을 설치했는데도 설치하라고 나와요.', a: '설치 후 페이지를 새로고침해 주세요. 그래야 Diglot이 이 페이지에 설치 사실을 알릴 수 있어요.' },
      ],
    },
  ],
};

export default copy;
