import { useNavigationType, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Brings a heading into view (below the sticky header: the page's scroll-padding) and moves
 * focus to it, so a screen reader announces where the reader now is.
 */
export function revealHeading(heading: HTMLElement | null, scrollTarget: HTMLElement | null = heading) {
  scrollTarget?.scrollIntoView({ block: "start" });
  focusHeading(heading);
}

/** Focus a heading where it is (headings take focus only from script: tabindex -1). */
function focusHeading(heading: HTMLElement | null) {
  if (!heading) return;
  heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/**
 * After a client-side move to another page, the page opens as a fresh load would: at its
 * top, with its heading (the main h1) focused. Going back or forward keeps the scroll
 * position the browser restores; a link to an anchor keeps the anchor.
 */
export function usePageHeadingAfterNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (hash) return;
    if (navigationType !== "POP") window.scrollTo(0, 0);
    focusHeading(document.querySelector<HTMLElement>("main h1"));
  }, [pathname, hash, navigationType]);
}
