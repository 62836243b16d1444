import { priceNote } from "~/lib/money";
import { describe, expect, it } from "vitest";
import { bootcampOffer } from "~/content/bootcamp";
import { plans } from "~/content/plans";
import { allProducts, findProduct, splitsBelowFullPrice } from "~/server/platform/offers.server";
import { formatCents } from "~/lib/money";
import { trainingOnlyOffer } from "~/content/training-order";

describe("products", () => {
  it("price every plan, the bootcamp and training-only from the content the pages show", () => {
    expect(findProduct("bootcamp")).toMatchObject({ amountCents: bootcampOffer.price * 100, grantsBootcamp: true });
    expect(findProduct("training-only")).toMatchObject({ amountCents: trainingOnlyOffer.price * 100 });
    for (const plan of plans) expect(findProduct(plan.id)?.amountCents, plan.id).toBe(plan.price * 100);
    expect(
      allProducts()
        .map((product) => product.id)
        .sort(),
    ).toEqual(["bootcamp", "complete", "premium", "qualified-split", "training-only", "ultimate"]);
  });

  it("match the published prices: $47, $1997, $2997, $7995, and split pay $997 now plus $997 in 30 days", () => {
    expect(findProduct("bootcamp")?.amountCents).toBe(4_700);
    expect(findProduct("complete")?.amountCents).toBe(199_700);
    expect(findProduct("premium")?.amountCents).toBe(299_700);
    expect(findProduct("ultimate")?.amountCents).toBe(799_500);
    expect(findProduct("qualified-split")).toMatchObject({ amountCents: 99_700, instalments: { payments: 2, intervalDays: 30, amountCents: 99_700 } });
    // $1,994 in all, $3 under paying in full: sold so only on the owner's word, which the admin area shows.
    expect(splitsBelowFullPrice()).toEqual([
      { product: "Complete Training System (Split Pay)", totalCents: 199_400, fullProduct: "Complete Training System", fullCents: 199_700 },
    ]);
    expect(findProduct("complete")).toMatchObject({ instalments: null });
    // The price's note comes from the schedule, so the card and the charges cannot disagree.
    expect(priceNote(plans.find((plan) => plan.id === "qualified-split")!)).toBe("today, then $997 in 30 days");
  });

  it("ship the kits each plan includes, and nothing with the bootcamp or the training alone", () => {
    expect(Object.fromEntries(allProducts().map((product) => [product.id, product.ships]))).toEqual({
      bootcamp: null,
      "training-only": null,
      complete: { kit: "professional", quantity: 1 },
      "qualified-split": { kit: "professional", quantity: 1 },
      premium: { kit: "platinum", quantity: 2 },
      ultimate: { kit: "platinum", quantity: 5 },
    });
  });

  it("format cents as dollars", () => {
    expect(formatCents(4_700)).toBe("$47.00");
    expect(formatCents(799_500)).toBe("$7,995.00");
  });
});
