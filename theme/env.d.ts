declare module 'virtual-diglot-dependencies' {
  const dependencies: Array<{ name: string; version: string; license: string; direct: boolean }>;
  export default dependencies;
}

declare module 'virtual-diglot-drafts' {
  /** Docs source files (`en/docs/advanced/index.mdx`) that hold only their title. */
  const drafts: string[];
  export default drafts;
}

declare module 'virtual-diglot-outdated' {
  /** Translations whose source changed since (`de/docs/faq/index.mdx` → the locale they follow). */
  const outdated: Record<string, import('../site/locales').LocaleCode>;
  export default outdated;
}

interface ImportMeta {
  readonly env: { readonly DEV: boolean; readonly PROD: boolean; readonly SSR?: boolean };
}
