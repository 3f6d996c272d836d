import type { SectionsCopy } from '../../../theme/marketing/types';

const copy: SectionsCopy = {
  meta: {
    title: 'Chi usa Diglot e come: abitudini di lettura per professione',
    description:
      'Come studenti, ricercatori, sviluppatori, investitori, professionisti che lavorano con l’estero e creatori di contenuti leggono, guardano e scrivono in altre lingue con Diglot.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: 'Casi d’uso',
      title: 'Lettori diversi, un’abitudine in comune: l’originale sempre sotto gli occhi',
      lead: 'C’è chi arriva a Diglot per un motivo e chi per tutt’altro. Ciò che li accomuna è il bisogno di capire un testo in fretta, potendosi comunque fidare delle sue parole esatte. Ecco come sei tipi di lettori lo inseriscono nella loro giornata.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Esempi d’uso reali', href: '/docs/usecase/' },
      illustration: 'bilingual',
    },
    {
      type: 'split',
      eyebrow: 'Studenti',
      title: 'Studiare in lingua originale senza restare indietro',
      text: 'Letture del corso, videolezioni straniere e materiale d’esame: i paragrafi bilingui ti permettono di stare al passo con la classe mentre il tuo vocabolario cresce. La modalità «sfocato finché non passi il mouse» trasforma qualsiasi articolo in un esercizio di lettura.',
      bullets: ['Sottotitoli bilingui su Coursera, edX e Khan Academy', 'Traduzione sfocata, da sbirciare solo quando serve', 'E-book da esportare per il tuo lettore'],
      illustration: 'learn',
    },
    {
      type: 'split',
      eyebrow: 'Ricercatori',
      title: 'La letteratura scientifica, in tutte le lingue',
      text: 'Scorri gli abstract in blocco, poi leggi con calma gli articoli più promettenti con PDF Pro, che lascia intatte formule e tabelle. Al momento di citare, la frase originale è lì, pronta da riportare.',
      bullets: ['PDF Pro per articoli su due colonne e scansioni', 'Motori IA con la terminologia del tuo settore', 'Esportazioni bilingui per il tuo gruppo di lettura'],
      illustration: 'pdf',
    },
    {
      type: 'split',
      eyebrow: 'Sviluppatori',
      title: 'Documentazione, issue e forum da tutto il mondo',
      text: 'Spesso la soluzione sta in una discussione scritta in un’altra lingua. Diglot traduce il testo e lascia stare i blocchi di codice, così comandi e identificatori restano esattamente come sono scritti.',
      bullets: ['I blocchi di codice non vengono mai tradotti', 'Regole per sito per la documentazione che consulti ogni giorno', 'Issue in inglese scritte partendo dalla tua lingua'],
      illustration: 'engines',
    },
    {
      type: 'featureGrid',
      title: 'E non solo',
      items: [
        { icon: 'chart', title: 'Investitori', text: 'Documenti societari, conference call sui risultati e notizie locali di altri mercati, letti il giorno stesso in cui escono.' },
        { icon: 'briefcase', title: 'Chi lavora con l’estero', text: 'Messaggi di fornitori e clienti a cui rispondi nella loro lingua partendo dalla tua, grazie alla traduzione mentre scrivi.' },
        { icon: 'camera', title: 'Creatori di contenuti', text: 'Scopri le tendenze all’estero e condividi citazioni bilingui sotto forma di immagini che il tuo pubblico può leggere.' },
        { icon: 'users', title: 'Chi studia una lingua', text: 'Serie, romanzi e fumetti nella lingua che stai imparando, con un aiuto a una sola riga di distanza.' },
      ],
    },
    {
      type: 'cta',
      title: 'Trova la tua routine',
      text: 'Diglot si installa gratis su tutti i principali browser.',
      primary: { label: 'Aggiungi Diglot gratis', href: '/download/' },
      secondary: { label: 'Centro di apprendimento', href: '/learn/' },
    },
  ],
};

export default copy;
