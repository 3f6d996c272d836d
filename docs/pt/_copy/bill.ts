import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Pagamentos, faturas e renovações',
    description: 'Como funciona a faturação do Diglot Pro: meios de pagamento, faturas, renovação, mudança de plano, cancelamento e reembolsos.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Faturação',
      title: 'O seu plano, os seus pagamentos, as suas faturas',
      lead: 'Tudo o que diz respeito ao pagamento do Diglot Pro está na sua conta. Esta página explica como funciona a faturação e onde encontrar cada coisa.',
      primary: { label: 'Abrir a faturação na minha conta', href: '{app}/billing' },
      secondary: { label: 'Ver os planos', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Onde encontrar cada coisa',
      items: [
        { icon: 'card', title: 'Meio de pagamento', text: 'Atualize o cartão ou a conta de pagamento antes da próxima renovação; enviamos-lhe um lembrete por e-mail alguns dias antes.' },
        { icon: 'ticket', title: 'Faturas', text: 'Cada pagamento tem uma fatura que pode transferir em PDF, com os dados da sua empresa, se os indicar.' },
        { icon: 'clock', title: 'Data da renovação', text: 'O plano renova-se no mesmo dia de cada mês ou de cada ano. Pode consultar a data e desligar a renovação quando quiser.' },
        { icon: 'gift', title: 'Códigos e pacotes de tráfego', text: 'Os códigos de oferta e os pacotes de tráfego aparecem no mesmo histórico, para que os seus registos fiquem completos.' },
      ],
    },
    {
      type: 'steps',
      title: 'Operações mais frequentes',
      items: [
        { title: 'Mudar entre pagamento mensal e anual', text: 'Escolha a nova periodicidade na sua conta; a mudança aplica-se na renovação seguinte.' },
        { title: 'Cancelar a subscrição Pro', text: 'Desligue a renovação. O Pro mantém-se ativo até ao fim do período pago e depois a conta regressa ao plano Gratuito.' },
        { title: 'Pedir um reembolso', text: 'Escreva-nos no prazo de 14 dias após o pagamento, com o número da fatura, e analisaremos cada caso individualmente.', link: { label: 'Contactar o apoio', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre faturação',
      items: [
        { q: 'Em que moeda são feitas as cobranças?', a: 'Os preços são fixados em dólares americanos; o seu banco pode convertê-los para a sua moeda e apresentar um valor ligeiramente diferente.' },
        { q: 'Posso receber uma fatura em nome da minha empresa?', a: 'Pode. Indique o nome da empresa e o número de contribuinte na sua conta antes de pagar e ambos aparecem na fatura.' },
        { q: 'Porque fui cobrado outra vez?', a: 'O Pro renova-se automaticamente até desligar a renovação. Confirme a data de renovação na sua conta; se alguma cobrança lhe parecer errada, contacte-nos.' },
      ],
    },
  ],
};

export default copy;
