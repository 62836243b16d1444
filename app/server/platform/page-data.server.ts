import { defer } from "@remix-run/node";

/**
 * What JSON carries unchanged: strings, finite numbers, booleans, null, arrays and plain
 * objects of these (a missing value may be left out). A Date, a Map, a class instance or a
 * function is refused when the route is compiled.
 */
type JsonPlain<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (infer Item)[]
    ? JsonPlain<Item>[]
    : T extends readonly (infer Item)[]
      ? readonly JsonPlain<Item>[]
      : T extends Date | Map<unknown, unknown> | Set<unknown> | bigint | symbol | ((...args: never[]) => unknown)
        ? never
        : { [Key in keyof T]: JsonPlain<T[Key]> };

/**
 * A page loader's data, handed to the page's render as it is. Remix otherwise writes a
 * loader's object to JSON and reads it back before rendering a document (about a tenth of
 * a signed-in page's time); React then renders from the same values the browser hydrates
 * from, because the data may hold only what JSON carries unchanged. A client-side
 * navigation still receives it as JSON.
 */
export function pageData<T extends Record<string, unknown>>(data: T & JsonPlain<T>, init?: ResponseInit) {
  return defer<T>(data, init);
}
