declare module 'virtual-diglot-dependencies' {
  const dependencies: Array<{ name: string; version: string; license: string; direct: boolean }>;
  export default dependencies;
}

interface ImportMeta {
  readonly env: { readonly DEV: boolean; readonly PROD: boolean; readonly SSR?: boolean };
}
