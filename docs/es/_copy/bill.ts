import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Facturación, facturas y renovaciones',
    description: 'Cómo funciona la facturación de Diglot Pro: métodos de pago, facturas, renovación, cambios de plan, cancelación y reembolsos.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Facturación',
      title: 'Tu plan, tus pagos y tus facturas',
      lead: 'Todo lo relacionado con el pago de Diglot Pro está en tu cuenta. Aquí te explicamos cómo funciona la facturación y dónde encontrar cada cosa.',
      primary: { label: 'Ir a la facturación de mi cuenta', href: '{app}/billing' },
      secondary: { label: 'Comparar los planes', href: '/pricing/' },
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Dónde está cada cosa',
      items: [
        { icon: 'card', title: 'Método de pago', text: 'Actualiza tu tarjeta o tu cuenta de pago antes de la próxima renovación; te enviamos un recordatorio por correo unos días antes.' },
        { icon: 'ticket', title: 'Facturas', text: 'Cada pago tiene su factura descargable en PDF, con los datos de tu empresa si los añades.' },
        { icon: 'clock', title: 'Fecha de renovación', text: 'Tu plan se renueva el mismo día de cada mes o de cada año. Puedes consultar la fecha y desactivar la renovación cuando quieras.' },
        { icon: 'gift', title: 'Códigos y paquetes', text: 'Los códigos de canje y los paquetes de tráfico aparecen en el mismo historial, para que tus registros estén completos.' },
      ],
    },
    {
      type: 'steps',
      title: 'Gestiones habituales',
      items: [
        { title: 'Pasar de mensual a anual o viceversa', text: 'Elige el nuevo periodo en tu cuenta; el cambio se aplica en la siguiente renovación.' },
        { title: 'Cancelar Pro', text: 'Desactiva la renovación. Pro sigue activo hasta el final del periodo que pagaste y después tu cuenta vuelve al plan Free.' },
        { title: 'Solicitar un reembolso', text: 'Escríbenos en los 14 días siguientes al pago indicando el número de factura y estudiaremos tu caso.', link: { label: 'Contactar con soporte', href: '{feedback}' } },
      ],
    },
    {
      type: 'faq',
      title: 'Preguntas sobre facturación',
      items: [
        { q: '¿En qué moneda cobráis?', a: 'Los precios están en dólares estadounidenses; tu banco puede convertirlos a tu moneda y mostrar un importe ligeramente distinto.' },
        { q: '¿Puedo recibir una factura a nombre de mi empresa?', a: 'Sí. Añade el nombre de tu empresa y tu número de identificación fiscal en tu cuenta antes de pagar y aparecerán en la factura.' },
        { q: '¿Por qué se me ha vuelto a cobrar?', a: 'Pro se renueva automáticamente hasta que desactivas la renovación. Comprueba la fecha de renovación en tu cuenta y, si un cargo no te cuadra, ponte en contacto con nosotros.' },
      ],
    },
  ],
};

export default copy;
