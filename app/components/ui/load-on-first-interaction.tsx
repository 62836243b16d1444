import { useActionData } from "@remix-run/react";
import { Suspense, useEffect, useMemo, useRef, type ComponentType } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** What counts as the visitor's first interaction: a tap or click, a key, focus moving, or a field filled in (also by a password manager). */
const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin", "input"] as const;

/**
 * A part of a page whose code loads when the visitor first interacts with the page, not with
 * the page's own scripts.
 *
 * The server renders the part in full. In the browser that HTML stays as served, a plain
 * HTML form that posts on its own, until the code has arrived; React then takes it over in
 * place (it hydrates the same elements), so whatever was typed meanwhile stays where it is.
 * A page that answers a post loads the part's code at once. A page reached by a client-side
 * navigation waits for the part's code, as it waits for its route's own. If the code cannot
 * be loaded (a newer version was deployed since the page was served, or the network failed),
 * the page is loaded afresh, as Remix does for a route; if it fails again straight after,
 * the route's error page says so instead of reloading forever.
 */
export function loadOnFirstInteraction<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  let settled = () => {};
  const whenSettled = new Promise<void>((resolve) => (settled = resolve));
  const startLoading = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
        forgetReload();
        settled();
      },
      (error: unknown) => {
        if (reloadOnce()) return new Promise<void>(() => {}); // nothing more to do: the page is going
        failure = error;
        settled();
      },
    ));

  const onServer = typeof document === "undefined";
  // The server has the code at hand: it is loaded when the server starts, before any page is rendered.
  if (onServer) void startLoading();

  let waiting = false;
  const startOnFirstInteraction = () => {
    if (waiting) return;
    waiting = true;
    // The visitor may have stepped into a field before the page's scripts ran.
    if (document.activeElement?.matches("input, select, textarea")) return void startLoading();
    const start = () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, start, true);
      void startLoading();
    };
    for (const type of FIRST_INTERACTION) document.addEventListener(type, start, { capture: true, passive: true });
  };

  function ServedPart(props: Props) {
    if (Loaded) return <Loaded {...props} />;
    if (failure) throw failure;
    if (onServer) throw new Error("A part loaded on first interaction was rendered on the server before its code had loaded.");
    startOnFirstInteraction();
    // React keeps the server's HTML for this part until the promise settles.
    throw whenSettled;
  }

  function LoadedOnFirstInteraction(props: Props) {
    // Whether this part came with the page (it is being hydrated) or was rendered by a
    // client-side navigation, decided when it first renders.
    const hydrated = useHydrated();
    const servedWithPage = useRef(!hydrated).current;
    // A page that answers a post has been used already: its part loads at once, before the
    // visitor goes on, so taking it over moves nothing under their hands.
    const answersPost = useActionData() !== undefined;
    useEffect(() => {
      if (answersPost) void startLoading();
    }, [answersPost]);
    // One element per props: the page finishing its hydration is no change to the part, which
    // would make React drop the part's server HTML and render it afresh.
    const boundary = useMemo(
      () => (
        <Suspense fallback={null}>
          <ServedPart {...props} />
        </Suspense>
      ),
      [props],
    );
    if (failure) throw failure;
    if (!Loaded && !servedWithPage) throw startLoading();
    return boundary;
  }
  return LoadedOnFirstInteraction;
}

const RELOADED_KEY = "reloaded-for-missing-code";

/** Reloads the page unless this tab already did so for this page's code: true when it does. */
function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === window.location.href) return false;
    sessionStorage.setItem(RELOADED_KEY, window.location.href);
  } catch {
    return false; // no session storage: no way to tell a second failure from the first
  }
  window.location.reload();
  return true;
}

function forgetReload() {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // nothing was stored
  }
}
