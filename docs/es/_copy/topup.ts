import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Recarga tu cuota de Diglot con un paquete de tráfico',
    description: '¿Te has quedado sin traducción premium este mes? Suma un paquete de tráfico a tu cuota Pro y sigue leyendo.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Paquetes de tráfico',
      title: 'Más traducción premium, justo cuando la necesitas',
      lead: 'Pro incluye una cuota mensual de tokens para modelos premium. Una semana de exámenes, un informe largo o un libro entero pueden agotarla antes de tiempo; un paquete de tráfico la recarga siempre que necesites más, sin cambiar de plan.',
      primary: { label: 'Elegir un paquete', href: '#packs' },
      secondary: { label: 'Ver los planes', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'topup',
      title: 'Elige tu paquete',
      lead: 'Los paquetes añaden tokens a tu cuenta al instante. Se consumen después de tu cuota mensual y no caducan a final de mes.',
      packName: '{tokens} tokens premium',
      packs: {
        'pack-s': 'Para una semana intensa de artículos y lecturas académicas',
        'pack-m': 'Suficiente para un informe largo o un libro corto',
        'pack-l': 'Para meses de mucho trabajo: tesis, libros y montones de PDF',
      },
      choose: 'Paquete',
      continue: 'Ir al pago',
      note: 'Completarás la compra en tu cuenta de Diglot, donde podrás revisar el pedido antes de pagar.',
    },
    {
      type: 'faq',
      title: 'Sobre los paquetes de tráfico',
      items: [
        { q: '¿Necesito Pro para comprar un paquete?', a: 'Los paquetes amplían la cuota premium incluida en Pro, así que necesitas una suscripción Pro activa para usarlos.' },
        { q: '¿Qué funciones consumen la cuota?', a: 'Los modelos de IA premium, PDF Pro, la traducción inteligente de imágenes con IA y la traducción de manga. Los motores gratuitos y tus propias claves de API nunca la consumen.' },
        { q: '¿Y si cancelo Pro?', a: 'Los tokens de paquete que no hayas usado se quedan en tu cuenta y vuelves a poder usarlos si te suscribes de nuevo a Pro.' },
      ],
    },
  ],
};

export default copy;
