import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Quién usa Diglot y cómo: rutinas de lectura por profesión',
    description:
      'Cómo leen, ven videos y escriben en otros idiomas con Diglot estudiantes, investigadores, desarrolladores, inversores, profesionales y creadores.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Casos de uso',
      title: 'Lectores distintos, una misma costumbre: no perder de vista el original',
      lead: 'Cada persona llega a Diglot por un motivo diferente. Lo que tienen en común es que necesitan entender un texto deprisa sin dejar de fiarse de sus palabras exactas. Así lo integran en su día a día seis tipos de lectores.',
      primary: { label: 'Instala Diglot gratis', href: '/download/' },
      secondary: { label: 'Casos de uso reales', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'Estudiantes',
      title: 'Estudia en versión original sin quedarte atrás',
      text: 'Lecturas obligatorias, clases en video de universidades extranjeras y material de examen: los párrafos bilingües te permiten seguir el ritmo de la clase mientras amplías vocabulario. El modo desenfocado hasta pasar el ratón convierte cualquier artículo en un ejercicio de lectura.',
      bullets: ['Subtítulos bilingües en Coursera, edX y Khan Academy', 'Desenfoca la traducción y échale un vistazo solo cuando la necesites', 'Exporta libros electrónicos para tu lector'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'Investigadores',
      title: 'Revisa la bibliografía en todos los idiomas',
      text: 'Repasa resúmenes en bloque y lee después a fondo los artículos prometedores con PDF Pro, que mantiene intactas las fórmulas y las tablas. Antes de citar, tienes la frase original justo ahí para reproducirla.',
      bullets: ['PDF Pro para artículos a dos columnas y escaneos', 'Motores de IA con la terminología de tu especialidad', 'Exportaciones bilingües para tu grupo de lectura'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'Desarrolladores',
      title: 'Documentación, incidencias y foros de todo el mundo',
      text: 'Muchas veces la solución está en un hilo escrito en otro idioma. Diglot traduce el texto y deja en paz los bloques de código, así que los comandos y los identificadores se quedan tal cual.',
      bullets: ['Los bloques de código nunca se traducen', 'Reglas por sitio para la documentación que consultas a diario', 'Redacta incidencias en inglés desde tu propio idioma'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'Y muchos más',
      items: [
        { icon: 'chart', title: 'Inversores', text: 'Informes regulatorios, presentaciones de resultados y prensa local de otros mercados, leídos el mismo día en que salen.' },
        { icon: 'briefcase', title: 'Profesionales internacionales', text: 'Mensajes de proveedores y clientes respondidos en su idioma desde el tuyo, gracias a la traducción en cuadros de texto.' },
        { icon: 'camera', title: 'Creadores de contenido', text: 'Investiga tendencias en otros países y comparte citas bilingües en imágenes que tu público pueda leer.' },
        { icon: 'users', title: 'Estudiantes de idiomas', text: 'Series, novelas y cómics en el idioma que estás aprendiendo, con ayuda a solo una línea de distancia.' },
      ],
    },
    {
      type: 'cta',
      title: 'Encuentra tu propia rutina',
      text: 'Empezar con Diglot es gratis, en todos los navegadores principales.',
      primary: { label: 'Añadir Diglot gratis', href: '/download/' },
      secondary: { label: 'Centro de aprendizaje', href: '/learn/' },
    },
  ],
};

export default copy;
