import type { BootcampOffer } from "~/components/sales/BootcampPrice";
import type { PageWords } from "~/lib/page-texts/sales";

/**
 * The limited-offer notice in the bootcamp page's words (page.bootcamp): until when this
 * visitor's offer price holds, or when it ended (no countdown, so it reads the same without JavaScript).
 */
export function BootcampOfferNotice({ offer, words }: { offer: BootcampOffer; words: PageWords }) {
  return (
    <p role="note" data-testid="bootcamp-offer" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      {offer.active ? `${words.offerNotice} ${offer.endsOn}. ${words.offerNoticeAfter}` : `${words.offerEnded} ${offer.endsOn}. ${words.offerEndedAfter}`}
    </p>
  );
}
