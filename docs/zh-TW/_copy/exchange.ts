import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: '輸入 Diglot 兌換序號，開通 Pro 會員',
    description: '手邊有 Diglot 兌換序號嗎？登入帳號後在這裡輸入，Pro 會員立刻生效。不論是禮物、活動、學校或合作夥伴提供的兌換序號都適用，已是會員也能直接延長。',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: '兌換',
      title: '一組兌換序號，換到 Pro 會員',
      lead: '兌換序號可能是朋友送的禮物，也可能來自活動、學校或合作夥伴。在下方輸入你的兌換序號，對應期間的 Pro 就會加到你的帳號裡。',
      primary: { label: '輸入兌換序號', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: '兌換 Pro',
      lead: '兌換序號由 16 個英文字母與數字組成，通常四個一組。中間有沒有連字號或空格都不影響。',
      label: '兌換序號',
      placeholder: '格式：ABCD-EFGH-JKMN-PQRS',
      hint: '英文字母不分大小寫。兌換序號裡不會出現 0、O、1、I、L 這幾個字元。',
      submit: '確認兌換',
    },
    {
      type: 'faq',
      title: '兌換序號常見問題',
      items: [
        { q: '我已經是 Pro 會員了，兌換後會怎樣？', a: '兌換序號會延長你的會員資格：兌換的期間會接在目前的到期日之後。' },
        { q: '兌換序號可以轉送給別人嗎？', a: '可以，只要還沒有人兌換過就行。每組兌換序號只能使用一次。' },
        { q: '系統顯示兌換序號已過期，怎麼辦？', a: '兌換序號必須在上面標示的日期前使用。如果你認為有誤，請附上兌換序號與我們聯絡。' },
      ],
    },
  ],
};

export default copy;
