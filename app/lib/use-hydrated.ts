import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders and during hydration, true once the page's JavaScript runs
 * (and for every component rendered after that). Parts that need JavaScript to work render
 * their plain-HTML form until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
