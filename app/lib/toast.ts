/** A message shown as a toast with JavaScript, or as a notice in the page without it. */
export type ToastMessage = {
  title: string;
  description?: string;
  type?: "success" | "error";
  /** ms; the library default (4 s) when unset. */ durationMs?: number;
};
