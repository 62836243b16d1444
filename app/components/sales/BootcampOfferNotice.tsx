import { bootcampPage } from "~/content/bootcamp";

/** The 72-hour limited-offer notice (a static claim: no countdown, so it reads the same without JavaScript). */
export function BootcampOfferNotice() {
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      {bootcampPage.offerNotice}
    </p>
  );
}
