import { bootcampOffer } from "~/content/bootcamp";
import { formatDollars } from "~/lib/money";

/** $47 next to the struck-through $297 list price and the discount badge. */
export function BootcampPrice({ className = "" }: { className?: string }) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 ${className}`}>
      <span className="text-5xl font-extrabold text-slate-900">{formatDollars(bootcampOffer.price)}</span>
      <span className="text-xl text-slate-600">
        <span className="sr-only">normally </span>
        <s>{formatDollars(bootcampOffer.listPrice)}</s>
      </span>
      <span className="rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white">{bootcampOffer.discountLabel}</span>
    </p>
  );
}
