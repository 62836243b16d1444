import { discountLabel } from "~/content/bootcamp";
import { formatDollars } from "~/lib/money";

/** This visitor's offer, as the server worked it out: whether it still runs, and the price now. */
export type BootcampOffer = { active: boolean; priceDollars: number; listPriceDollars: number; endsOn: string };

/** While the offer runs: its price next to the struck-through list price and the discount badge; after it, the list price alone. */
export function BootcampPrice({ offer, className = "" }: { offer: BootcampOffer; className?: string }) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 ${className}`} data-testid="bootcamp-price">
      <span className="text-5xl font-extrabold text-slate-900">{formatDollars(offer.priceDollars)}</span>
      {offer.active ? (
        <>
          <span className="text-xl text-slate-600">
            <span className="sr-only">normally </span>
            <s>{formatDollars(offer.listPriceDollars)}</s>
          </span>
          <span className="rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white">{discountLabel(offer.priceDollars, offer.listPriceDollars)}</span>
        </>
      ) : null}
    </p>
  );
}
