import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

import type { ToastMessage } from "~/lib/toast";

// sonner loads only when the first toast is shown, so pages without one ship none of it.
const LazyToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let showToast: ((message: ToastMessage) => void) | undefined;
const queued: ToastMessage[] = [];

/** Show a toast (browser only; before the region mounts, messages wait in a queue). */
export function notify(message: ToastMessage): void {
  if (showToast) showToast(message);
  else queued.push(message);
}

export function ToastRegion() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    showToast = (message) => {
      setActive(true);
      void import("sonner").then(({ toast }) => {
        const show = message.type === "error" ? toast.error : toast.success;
        show(message.title, { description: message.description, duration: message.durationMs });
      });
    };
    queued.splice(0).forEach(showToast);
    return () => {
      showToast = undefined;
    };
  }, []);
  return active ? (
    <Suspense fallback={null}>
      {/* At the top, under the sticky header: never over a page's buttons near the bottom or the Book Call bar. */}
      <LazyToaster richColors closeButton position="top-center" offset={80} mobileOffset={{ top: 72 }} />
    </Suspense>
  ) : null;
}

/**
 * A server-set flash message: an accessible notice in the page without JavaScript, the
 * same message as a toast with it.
 */
export function FlashNotice({ flash }: { flash: (ToastMessage & { id: string }) | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (flash) notify(flash);
  }, [flash]);
  if (!flash || hydrated) return null;
  const tone = flash.type === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900";
  return (
    <div role="status" data-testid="flash-notice" className={`mx-auto mt-4 max-w-3xl rounded-lg border px-4 py-3 ${tone}`}>
      <p className="font-semibold">{flash.title}</p>
      {flash.description ? <p className="text-sm">{flash.description}</p> : null}
    </div>
  );
}
