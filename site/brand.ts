/**
 * The brand: name, logo, colours and every product destination. A
 * deployment rebrands the site by editing this file only.
 */

export interface BrandColors {
  /** Links, primary buttons, focus rings. AA on white. */
  primary: string;
  primaryHover: string;
  /** Text on primary-coloured surfaces. */
  onPrimary: string;
  /** Second brand colour, for illustrations and highlights. */
  accent: string;
  /** Warm highlight used for Pro / Premium. */
  premium: string;
  ink: string;
  muted: string;
  line: string;
  surface: string;
  surfaceAlt: string;
  danger: string;
  success: string;
}

export interface Brand {
  name: string;
  /** Public origin of this site, used for canonical URLs and the sitemap. */
  siteOrigin: string;
  logo: { src: string; width: number; height: number };
  /** Image used for social previews (Open Graph, Twitter). */
  socialImage: { src: string; width: number; height: number };
  colors: BrandColors;
  darkColors: Partial<BrandColors>;
  /** Year shown in the copyright line. */
  copyrightYear: number;
  urls: {
    /** Web app: sign-in, profile, checkout, document translation. */
    app: string;
    signIn: string;
    profile: string;
    documentTranslator: string;
    checkout: string;
    /** Direct downloads (zip, APK). */
    download: string;
    releases: string;
    feedback: string;
    serviceRequests: string;
    status: string;
    blog: string;
    babelDoc: string;
    community: {
      x: string;
      github: string;
      discord: string;
      telegram: string;
      youtube: string;
    };
  };
}

export const BRAND: Brand = {
  name: 'Diglot',
  siteOrigin: 'https://diglot.example.com',
  logo: { src: '/img/logo.svg', width: 32, height: 32 },
  socialImage: { src: '/img/social-card.jpg', width: 1200, height: 630 },
  colors: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    onPrimary: '#ffffff',
    accent: '#0f766e',
    premium: '#b45309',
    ink: '#0f172a',
    muted: '#475569',
    line: '#e2e8f0',
    surface: '#ffffff',
    surfaceAlt: '#f5f7fb',
    danger: '#b91c1c',
    success: '#15803d',
  },
  darkColors: {
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    onPrimary: '#0f172a',
    accent: '#5eead4',
    premium: '#fbbf24',
    ink: '#e2e8f0',
    muted: '#94a3b8',
    line: '#1e293b',
    surface: '#0b1120',
    surfaceAlt: '#111a2e',
    danger: '#fca5a5',
    success: '#86efac',
  },
  copyrightYear: 2026,
  urls: {
    app: 'https://app.example.com',
    signIn: 'https://app.example.com/sign-in',
    profile: 'https://app.example.com/profile',
    documentTranslator: 'https://app.example.com/translate',
    checkout: 'https://app.example.com/checkout',
    download: 'https://download.example.com',
    releases: 'https://download.example.com/releases',
    feedback: 'https://feedback.example.com',
    serviceRequests: 'https://feedback.example.com/services',
    status: 'https://status.example.com',
    blog: 'https://blog.example.com',
    babelDoc: 'https://babeldoc.example.com',
    community: {
      x: 'https://social.example.com/x/diglot',
      github: 'https://code.example.com/diglot',
      discord: 'https://chat.example.com/diglot',
      telegram: 'https://social.example.com/telegram/diglot',
      youtube: 'https://video.example.com/@diglot',
    },
  },
};
