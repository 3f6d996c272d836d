import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Diglot 코드를 Pro로 교환하기',
    description: 'Diglot 교환 코드를 받으셨나요? 로그인한 뒤 이곳에 코드를 입력하면 코드에 담긴 기간만큼 Pro 멤버십이 그 자리에서 바로 시작돼요.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '코드 교환',
      title: '가지고 있는 코드를 Pro로 바꾸세요',
      lead: '교환 코드는 선물이나 이벤트, 학교, 제휴사를 통해 받을 수 있어요. 아래에 코드를 입력하면 코드에 담긴 기간만큼 내 계정에 Pro가 추가돼요.',
      primary: { label: '코드 입력하기', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: '코드 교환',
      lead: '코드는 영문자와 숫자 16자리로 되어 있고, 보통 네 자리씩 네 묶음으로 적혀 있어요. 하이픈이나 띄어쓰기는 넣어도 되고 빼도 돼요.',
      label: '교환 코드',
      placeholder: '예: ABCD-EFGH-JKMN-PQRS',
      hint: '대소문자는 구분하지 않아요. 코드에는 0, O, 1, I, L이 들어가지 않으니 헷갈리지 않아도 돼요.',
      submit: '교환하기',
    },
    {
      type: 'faq',
      title: '코드에 관해 궁금한 점',
      items: [
        { q: '이미 Pro를 쓰고 있어요. 코드를 입력하면 어떻게 되나요?', a: '멤버십이 연장돼요. 코드에 담긴 기간이 지금 멤버십이 끝나는 날짜 뒤에 그대로 더해지니 손해 볼 일은 없어요.' },
        { q: '받은 코드를 다른 사람에게 줘도 되나요?', a: '네, 아직 아무도 교환하지 않은 코드라면 괜찮아요. 코드 하나는 한 번만 쓸 수 있어요.' },
        { q: '코드가 만료되었다고 나와요.', a: '코드는 함께 적혀 있는 날짜 전에 교환해야 해요. 만료 안내가 잘못된 것 같다면 코드를 적어서 저희에게 문의해 주세요.' },
      ],
    },
  ],
};

export default copy;
