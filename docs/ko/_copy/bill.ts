import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '결제, 영수증, 자동 갱신 안내',
    description: 'Diglot Pro 결제의 모든 것을 정리했어요. 결제 수단, 영수증, 자동 갱신, 요금제 변경, 해지와 환불까지 한곳에서 확인하세요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '결제',
      title: '요금제, 결제 내역, 영수증을 한곳에서',
      lead: 'Diglot Pro 결제에 관한 모든 것은 내 계정에서 관리해요. 이 페이지에서는 결제가 어떻게 이루어지는지, 필요한 항목을 어디서 찾을 수 있는지 알려 드려요.',
      primary: { label: '내 계정에서 결제 관리 열기', href: '{app}/billing' },
      secondary: { label: '요금제 비교', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: '어디서 무엇을 확인하나요',
      items: [
        { icon: 'card', title: '결제 수단', text: '다음 갱신일 전에 카드나 결제 계정을 바꿔 두세요. 갱신 며칠 전에 이메일로 미리 알려 드립니다.' },
        { icon: 'ticket', title: '영수증', text: '모든 결제 건마다 PDF 영수증을 내려받을 수 있어요. 회사 정보를 입력해 두면 영수증에 함께 표시됩니다.' },
        { icon: 'clock', title: '갱신일', text: '요금제는 매월 또는 매년 같은 날짜에 갱신돼요. 갱신일 확인과 자동 갱신 해제는 언제든 할 수 있어요.' },
        { icon: 'gift', title: '코드와 트래픽 팩', text: '교환 코드와 트래픽 팩 내역도 같은 기록에 함께 남아서 결제 이력을 빠짐없이 볼 수 있어요.' },
      ],
    },
    {
      type: 'steps',
      title: '자주 하는 작업',
      items: [
        { title: '월간·연간 결제 전환', text: '계정에서 새 결제 주기를 선택하세요. 다음 갱신일부터 적용됩니다.' },
        { title: 'Pro 해지', text: '자동 갱신을 끄면 돼요. 이미 결제한 기간이 끝날 때까지 Pro가 유지되고, 그 뒤 계정은 Free로 돌아갑니다.' },
        { title: '환불 요청', text: '결제일로부터 14일 이내에 영수증 번호와 함께 문의해 주세요. 건별로 검토해 답변드립니다.', link: { label: '고객 지원 문의', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: '결제 관련 질문',
      items: [
        { q: '어떤 통화로 결제되나요?', a: '가격은 미국 달러 기준입니다. 카드사나 은행이 원화 등 현지 통화로 환산하기 때문에 청구 금액이 조금 다르게 보일 수 있습니다.' },
        { q: '회사 이름으로 영수증을 받을 수 있나요?', a: '네. 결제 전에 계정에 회사명과 사업자등록번호를 입력해 두시면 영수증에 표시됩니다.' },
        { q: '왜 또 결제가 되었나요?', a: 'Pro는 자동 갱신을 끄기 전까지 자동으로 연장됩니다. 계정에서 갱신일을 확인해 보시고, 잘못 청구된 것 같다면 문의해 주세요.' },
      ],
    },
  ],
};

export default copy;
