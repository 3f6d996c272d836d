/**
 * The download page's browser and store marks: images in public/img/stores,
 * written from maintained icon packages by scripts/store-icons.ts.
 */
import type { StoreId } from '../../site/downloads';

export const STORE_MARKS = ['chrome', 'edge', 'firefox', 'safariMac', 'safariIos', 'apk'] as const satisfies readonly StoreId[];
export type StoreMark = (typeof STORE_MARKS)[number];

export function isStoreMark(id: StoreId): id is StoreMark {
  return (STORE_MARKS as readonly StoreId[]).includes(id);
}

/** Where the page finds a store's mark. */
export function storeMarkSrc(id: StoreMark): string {
  return `/img/stores/${id}.svg`;
}
