declare module 'virtual-diglot-dependencies' {
  const dependencies: Array<{ name: string; version: string; license: string; direct: boolean }>;
  export default dependencies;
}
