/** Head of every marketing page: its own title and description. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface BaseCopy {
  meta: PageMeta;
}
