import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Canjea un código de Diglot por Pro',
    description: '¿Tienes un código de canje de Diglot? Inicia sesión, escríbelo aquí y tu suscripción Pro se activa al momento.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Canjear',
      title: 'Convierte tu código en Pro',
      lead: 'Los códigos de canje llegan como regalo, en eventos, a través de centros educativos o de nuestros socios. Introduce el tuyo aquí abajo y Pro se añadirá a tu cuenta durante el tiempo que indique el código.',
      primary: { label: 'Introducir mi código', href: '#redeem' },
      illustration: 'install',
    },
    {
      type: 'exchange',
      title: 'Canjear un código',
      lead: 'Los códigos tienen 16 letras y números, y suelen aparecer en cuatro bloques. Da igual si escribes guiones o espacios.',
      label: 'Código de canje',
      placeholder: 'Ej.: ABCD-EFGH-JKMN-PQRS',
      hint: 'No importa si usas mayúsculas o minúsculas. Los códigos nunca llevan 0, O, 1, I ni L.',
      submit: 'Canjear',
    },
    {
      type: 'faq',
      title: 'Sobre los códigos',
      items: [
        { q: 'Ya tengo Pro. ¿Qué ocurre?', a: 'El código amplía tu suscripción: su periodo se suma a partir de tu fecha de vencimiento actual.' },
        { q: '¿Puedo regalarle mi código a otra persona?', a: 'Sí, siempre que nadie lo haya canjeado todavía. Cada código solo se puede usar una vez.' },
        { q: 'Me dice que mi código ha caducado.', a: 'Los códigos deben canjearse antes de la fecha que figura junto a ellos. Si crees que se trata de un error, escríbenos indicando el código.' },
      ],
    },
  ],
};

export default copy;
