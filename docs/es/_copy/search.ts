import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Busca en la documentación de Diglot',
    description: 'Busca en todas las guías, páginas de funciones, servicios de traducción y respuestas frecuentes de la documentación de Diglot.',
  },
  sections: [
    {
      type: 'guides',
      title: 'Temas más consultados',
      lead: '¿No sabes qué escribir? Estas páginas resuelven la mayoría de las dudas.',
      items: [
        { tag: 'Básico', title: 'Guía rápida', text: 'Traduce una página, vuelve al original y conoce los atajos que lo hacen.', href: '/docs/usage/' },
        { tag: 'Básico', title: 'Instalación', text: 'Todos los navegadores, móviles y tabletas, y la instalación manual.', href: '/docs/installation/' },
        { tag: 'Ayuda', title: 'Preguntas frecuentes', text: 'Cuotas, cuentas, privacidad y los problemas más habituales.', href: '/docs/faq/' },
        { tag: 'Servicios', title: 'Servicios de traducción', text: 'Qué motor elegir y qué necesita cada uno.', href: '/docs/services/' },
        { tag: 'Documentos', title: 'Traducción de PDF', text: 'El visor bilingüe, PDF Pro y las opciones de exportación.', href: '/docs/features/pdf/' },
        { tag: 'Video', title: 'Subtítulos de video', text: 'Dos líneas de subtítulos en webs de streaming y de cursos.', href: '/docs/features/video-subtitles/' },
      ],
    },
    {
      type: 'featureGrid',
      title: 'Consejos para encontrar antes lo que buscas',
      items: [
        { icon: 'compass', title: 'Usa las palabras que ves en pantalla', text: 'Busca la etiqueta tal como aparece en Diglot, por ejemplo «estilo de visualización» o «clave de API», en lugar de describirla.' },
        { icon: 'engine', title: 'Nombra el servicio', text: 'Añade el nombre del motor, como «clave de DeepL» u «origen de Ollama», para ir directo a su página de configuración.' },
        { icon: 'keyboard', title: 'Busca desde cualquier sitio', text: 'Pulsa Ctrl+K, o ⌘K en un Mac, en cualquier página para abrir el cuadro de búsqueda rápida.' },
      ],
    },
  ],
};

export default copy;
