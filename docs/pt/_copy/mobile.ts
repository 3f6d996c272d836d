import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'O Diglot no telemóvel: iPhone, iPad e Android',
    description: 'Leia páginas web bilingues no iPhone, iPad e Android com a extensão para Safari, o Edge ou o Firefox para Android, ou o APK, com tradução adaptada ao toque.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Telemóvel',
      title: 'Leitura bilingue no bolso',
      lead: 'Os artigos que guarda para a viagem de comboio, o manual que consulta na oficina, o fórum que espreita antes de adormecer: o Diglot também os traduz no telemóvel, com o original sempre ao lado.',
      primary: { label: 'Obter o Diglot para telemóvel', href: '/download/#stores' },
      secondary: { label: 'Como configurar', href: '/docs/installation/#safari' },
      illustration: 'mobile',
    },
    {
      type: 'featureGrid',
      title: 'Três formas de o usar',
      items: [
        { icon: 'mobile', title: 'Safari para iPhone e iPad', text: 'Instale a partir da App Store e autorize o Diglot em Definições › Apps › Safari › Extensões. Funciona em todos os separadores do Safari.' },
        { icon: 'puzzle', title: 'Edge ou Firefox para Android', text: 'Os dois navegadores aceitam extensões no Android. Adicione o Diglot a partir das respetivas lojas de extras e ele comporta-se como no computador.' },
        { icon: 'download', title: 'Ficheiro APK para Android', text: 'Em dispositivos sem esses navegadores, instale diretamente o APK. A antiga aplicação de navegador para Android já não é mantida.' },
      ],
    },
    {
      type: 'split',
      title: 'Pensado para ecrãs táteis',
      text: 'Um telemóvel não tem tecla Ctrl, por isso o Diglot junta gestos: um toque no botão flutuante traduz a página e um toque longo num parágrafo traduz só esse. Tudo o resto funciona como no computador.',
      bullets: ['Botão flutuante que pode ocultar em cada site', 'Gestos para traduzir parágrafos soltos', 'Os mesmos estilos de apresentação e motores do computador'],
      illustration: 'mobile',
    },
    {
      type: 'faq',
      title: 'Perguntas sobre o telemóvel',
      items: [
        { q: 'As definições do computador passam para o telemóvel?', a: 'Inicie sessão com a mesma conta e as suas escolhas de língua, motor e estilo acompanham-no.' },
        { q: 'O Chrome para Android suporta o Diglot?', a: 'O Chrome no Android não executa extensões. Use o Edge ou o Firefox no Android, ou então o APK.' },
        { q: 'Vai gastar muitos dados móveis?', a: 'Só o texto que traduz é enviado para o serviço de tradução, pelo que uma página costuma ficar por alguns kilobytes.' },
      ],
    },
    {
      type: 'copyLink',
      title: 'Abra esta página no telemóvel',
      text: 'Copie a ligação, envie-a para si próprio e instale a partir do navegador do telemóvel.',
      href: '/download/',
      button: 'Copiar ligação',
    },
  ],
};

export default copy;
