import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Precios de Diglot: planes Free y Pro',
    description:
      'Compara Diglot Free y Pro. Pro suma PDF Pro, traducción de imágenes y manga con IA y traducción con contexto, con pago mensual o anual.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Precios',
      title: 'Gratis para leer a diario. Pro para lo más difícil.',
      lead: 'Todo lo necesario para leer páginas web, videos y PDF en dos idiomas es gratuito. Pro añade las funciones que exigen un trabajo intenso de IA: PDF reconstruidos, traducción inteligente de imágenes y manga, y traducciones que entienden el contexto.',
      primary: { label: 'Ver los planes', href: '#plans' },
      secondary: { label: 'Empezar gratis', href: '/download/' },
      illustration: 'pdf',
    },
    {
      type: 'pricing',
      title: 'Elige cómo quieres leer',
      lead: 'Paga cada mes, o cada año y ahorra. Puedes cancelar cuando quieras: Pro sigue activo hasta que termine el periodo que ya has pagado.',
      periodLabel: 'Periodo de facturación',
      monthly: 'Mensual',
      yearly: 'Anual',
      yearlySave: 'ahorras un {percent} %',
      perMonth: '/ mes',
      perYear: '/ año',
      billedYearly: '{price} en un único pago anual',
      free: {
        name: 'Free',
        tagline: 'Lectura bilingüe en cualquier web, con motores gratuitos.',
        priceNote: 'para siempre',
        cta: { label: 'Añadir al navegador', href: '/download/' },
      },
      pro: {
        name: 'Pro',
        tagline: 'Para artículos científicos, escaneos, manga y estudio en serio.',
        badge: 'El más elegido',
        cta: 'Hazte Pro',
      },
      features: {
        engines: 'Motores gratuitos integrados o tus propias claves para {engines} servicios',
        webPages: 'Páginas web bilingües con detección inteligente del texto principal',
        pdfViewer: 'Visor de PDF bilingüe gratuito',
        inputHover: 'Traducción en cuadros de texto, al pasar el ratón y al seleccionar',
        videoSubtitles: 'Subtítulos bilingües en {videoSites} webs de video',
        displayStyles: '{displayStyles} estilos de visualización y CSS personalizado',
        pdfPro: 'PDF Pro: fórmulas, tablas, escaneos (OCR) y columnas; exporta o comparte',
        aiImages: 'Traducción de imágenes con IA inteligente',
        manga: 'Traducción de manga y cómics',
        contextAi: 'Traducción con IA que entiende el contexto (beta)',
        premiumQuota: 'Cuota mensual de tokens para modelos premium',
      },
      compareTitle: 'Free y Pro, función por función',
      included: 'Incluido',
      notIncluded: 'No incluido',
    },
    {
      type: 'accuracy',
      title: 'Un motor de traducción pensado para leer',
      lead: 'Los miembros Pro pueden usar el motor de traducción propio de Diglot, ajustado para textos largos. Frente a un motor de referencia, resulta varias veces más preciso en estas combinaciones de idiomas.',
      pairs: { 'en-de': 'Inglés → alemán', 'en-zh': 'Inglés → chino', 'en-ja': 'Inglés → japonés' },
      value: '{multiple} veces más preciso',
      footnote: 'Precisión medida frente a un motor de referencia. Tus resultados dependerán del texto y de la combinación de idiomas.',
    },
    {
      type: 'faq',
      title: 'Preguntas sobre los planes',
      items: [
        {
          q: '¿Qué pasa con mi cuota al final del mes?',
          a: 'La cuota de modelos premium se renueva cada mes y los tokens que no uses no se acumulan. Si se te acaba antes de tiempo, un paquete de tráfico te da más sin cambiar de plan.',
        },
        {
          q: '¿Puedo pasar de mensual a anual, o al revés?',
          a: 'Sí. El cambio se aplica en la siguiente renovación y, mientras tanto, conservas Pro.',
        },
        {
          q: '¿Necesito Pro para usar mi propia clave de OpenAI o DeepL?',
          a: 'No. Tus claves funcionan también en el plan Free; lo que consumas se lo pagas directamente al proveedor.',
        },
        {
          q: '¿Puedo cancelar la suscripción?',
          a: 'Sí, cuando quieras, desde tu cuenta. Pro sigue activo hasta el final del periodo pagado y después vuelves al plan Free.',
        },
        {
          q: 'Tengo un código de canje. ¿Dónde lo uso?',
          a: 'En la página de canje: inicia sesión, escribe el código y Pro se activará durante el tiempo que indique el código.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Pon a prueba Pro con tus documentos más complicados',
      text: 'PDF escaneados, fórmulas, manga, informes interminables: comprueba lo que hace Pro con los archivos que lees de verdad.',
      primary: { label: 'Conseguir Pro', href: '#plans' },
      secondary: { label: '¿Tienes un código? Canjéalo', href: '/exchange/' },
    },
  ],
};

export default copy;
