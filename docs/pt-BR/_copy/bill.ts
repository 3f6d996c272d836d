import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Cobrança, faturas e renovação do Diglot Pro',
    description: 'Entenda a cobrança do Diglot Pro: formas de pagamento, faturas, renovação, troca de plano, cancelamento e reembolso.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Cobrança',
      title: 'Seu plano, seus pagamentos, suas faturas',
      lead: 'Tudo o que envolve o pagamento do Diglot Pro fica na sua conta. Aqui você entende como funciona a cobrança e onde encontrar cada coisa.',
      primary: { label: 'Abrir a cobrança na minha conta', href: '{app}/billing' },
      secondary: { label: 'Comparar os planos', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Onde fica cada coisa',
      items: [
        { icon: 'card', title: 'Forma de pagamento', text: 'Atualize seu cartão ou sua conta de pagamento antes da próxima renovação; mandamos um lembrete por e-mail alguns dias antes.' },
        { icon: 'ticket', title: 'Faturas', text: 'Cada pagamento gera uma fatura que você baixa em PDF, com os dados da sua empresa, se você tiver cadastrado.' },
        { icon: 'clock', title: 'Data de renovação', text: 'Seu plano renova no mesmo dia de cada mês ou de cada ano. Você vê a data e pode desligar a renovação quando quiser.' },
        { icon: 'gift', title: 'Códigos e pacotes', text: 'Códigos de resgate e pacotes de tráfego aparecem no mesmo histórico, então seu registro fica completo.' },
      ],
    },
    {
      type: 'steps',
      title: 'O que o pessoal mais faz por aqui',
      items: [
        { title: 'Trocar entre mensal e anual', text: 'Escolha o novo período na sua conta; a mudança vale a partir da próxima renovação.' },
        { title: 'Cancelar o Pro', text: 'Desligue a renovação. O Pro continua ativo até o fim do período que você pagou e depois sua conta volta para o plano Gratuito.' },
        { title: 'Pedir reembolso', text: 'Escreva para a gente em até 14 dias depois do pagamento, com o número da fatura, e analisamos cada caso individualmente.', link: { label: 'Falar com o suporte', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: 'Dúvidas sobre cobrança',
      items: [
        { q: 'Em que moeda vocês cobram?', a: 'Os preços são definidos em dólares americanos; seu banco pode converter para a sua moeda e mostrar um valor um pouco diferente.' },
        { q: 'Posso receber a fatura no nome da minha empresa?', a: 'Pode. Cadastre a razão social e o número de identificação fiscal na sua conta antes de pagar, e eles aparecem na fatura.' },
        { q: 'Por que fui cobrado de novo?', a: 'O Pro renova automaticamente até você desligar a renovação. Confira a data na sua conta; se alguma cobrança parecer errada, fale com a gente.' },
      ],
    },
  ],
};

export default copy;
