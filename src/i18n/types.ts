/**
 * A catalogue area in another language: the same keys as the English one, every text a string. A key
 * missing or added in Spanish fails to compile (tests/web/i18n/catalogues.test.ts checks it again at run time).
 */
export type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };
