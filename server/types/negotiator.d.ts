// negotiator 1.x takes a `preferred` order for equal q-values; its
// DefinitelyTyped package still describes 0.6. Only what the server uses.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
