import { bootcampPage } from "~/content/bootcamp";
import type { BootcampOffer } from "~/components/sales/BootcampPrice";

/** The limited-offer notice: until when this visitor's offer price holds, or that it ended (no countdown, so it reads the same without JavaScript). */
export function BootcampOfferNotice({ offer }: { offer: BootcampOffer }) {
  return (
    <p role="note" data-testid="bootcamp-offer" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      {offer.active ? bootcampPage.offerNotice(offer.endsOn) : bootcampPage.offerEnded(offer.endsOn)}
    </p>
  );
}
