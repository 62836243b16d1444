import { z } from "zod";
import { offers as offerRows } from "~db/schema";
import { handDelivered, type Inclusion } from "~/content/inclusions";
import { kits, type KitShipment } from "~/content/kits";
import { offerSeeds } from "~/content/products";
import { isPlanId, isProductId, planCard, PLAN_IDS, PRODUCT_IDS, type OffersView } from "~/lib/offers";
import { type Offer, type PlanId, type ProductId } from "~/content/products";
import { formatDollars } from "~/lib/money";
import type { Actor } from "~/server/platform/audit.server";
import { type Draft, publishRevision, readDraft, revisionById, revisionsOf, saveDraft, type StaleEdit } from "~/server/platform/content-revisions.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";

// The offers as owner-editable content: every product's name, price, inclusions, kits,
// instalments and whether it is on sale. A super admin drafts an offer, previews it, publishes
// it (a row of offers, a revision, an audit entry) and may restore an earlier revision. The
// site reads the published offers from memory, loaded at start and again after each publish,
// which also empties the page cache. A change applies to new orders only: an order keeps the
// amount it was opened at, its instalment schedule and its inclusions in its own columns.

const OFFER_KIND = "offer";

/** One product as a checkout charges it, derived from its published offer. */
export type Product = {
  id: ProductId;
  name: string;
  /** Charged at checkout. */
  amountCents: number;
  /** A plan in instalments: the first is `amountCents`, charged at checkout; the later ones are collected by the site. */
  instalments: InstalmentSchedule | null;
  /** The bootcamp opens the course area; every plan opens the member portal. */
  grantsBootcamp: boolean;
  /** Where the visitor came from, to return to when they cancel at checkout. */
  orderPath: string;
  /** The repair kits posted to the buyer; only a product that ships something asks for an address. */
  ships: KitShipment | null;
  /** Listed and orderable; a hidden product's existing orders keep what they bought. */
  onSale: boolean;
};

export type InstalmentSchedule = {
  /** All payments, the one at checkout included. */
  payments: number;
  intervalDays: number;
  amountCents: number;
};

const orderPathOf = (id: ProductId) => (id === "bootcamp" ? "/bootcamp-order" : id === "training-only" ? "/training-order" : `/order?package=${id}`);

function productOf(id: ProductId, offer: Offer): Product {
  return {
    id,
    name: offer.instalments ? `${offer.name} (Split Pay)` : offer.name,
    amountCents: offer.price * 100,
    instalments: offer.instalments ? { payments: offer.instalments.payments, intervalDays: offer.instalments.everyDays, amountCents: offer.price * 100 } : null,
    grantsBootcamp: id === "bootcamp",
    orderPath: orderPathOf(id),
    ships: offer.ships,
    onSale: offer.shown,
  };
}

// ------------------------------------------------------------------ the published offers, in memory

type Published = { offers: Record<ProductId, Offer>; products: Record<ProductId, Product>; view: OffersView };

let published: Published | null = null;

function load(): Published {
  const loaded: Record<ProductId, Offer> = { ...offerSeeds };
  for (const row of db.select().from(offerRows).all()) if (isProductId(row.product)) loaded[row.product] = offerSchema.parse(row.body);
  const products = Object.fromEntries(PRODUCT_IDS.map((id) => [id, productOf(id, loaded[id])])) as Record<ProductId, Product>;
  const onSale = PLAN_IDS.filter((id) => loaded[id].shown);
  return {
    offers: loaded,
    products,
    view: {
      plans: onSale.map((id) => planCard(id, loaded[id])),
      kitShipments: Object.fromEntries(onSale.flatMap((id) => (loaded[id].ships ? [[id, loaded[id].ships]] : []))),
    },
  };
}

const current = () => (published ??= load());

/** A product as new orders buy it (hidden ones too: their orders are still paid, refunded and fulfilled). */
export function findProduct(id: string): Product | undefined {
  return isProductId(id) ? current().products[id] : undefined;
}

/** Every product, in the studio's order. */
export const allProducts = (): Product[] => PRODUCT_IDS.map((id) => current().products[id]);

/** A product's published offer. */
export const publishedOffer = (id: ProductId): Offer => current().offers[id];

/** What the public pages show of the offers. */
export const offersView = (): OffersView => current().view;

/** A plan on sale, as its card and order page show it; null for another id or a hidden plan. */
export function planOnSale(id: string | null) {
  return id && isPlanId(id) && current().offers[id].shown ? planCard(id, current().offers[id]) : null;
}

/** What a product includes as published now (its typed inclusions): what new orders are sold with. */
export const inclusionsOf = (id: ProductId): Inclusion[] => current().offers[id].inclusions;

/** An order's columns for what it includes: `inclusions` as sold, and how many of them the team delivers by hand. */
export const orderInclusionColumns = (inclusions: Inclusion[]) => ({ inclusions, handDeliveredCount: handDelivered(inclusions).length });

/**
 * What an order includes: the inclusions it was sold with, whatever its product's offer says
 * now. Fulfilment, the kits to ship and the member's plan read this, never the current offer.
 */
export const orderInclusions = (order: { inclusions: unknown }): Inclusion[] => inclusionsSchema.parse(order.inclusions);

/**
 * Every plan in instalments that costs less in total than paying in full, which the owner
 * allowed when publishing it (the admin area lists them).
 */
export function splitsBelowFullPrice(): { product: string; totalCents: number; fullProduct: string; fullCents: number }[] {
  return PLAN_IDS.flatMap((id) => {
    const offer = current().offers[id];
    if (!offer.instalments || !offer.shown) return [];
    const full = current().products[offer.instalments.splits];
    const totalCents = offer.price * 100 * offer.instalments.payments;
    if (totalCents >= full.amountCents) return [];
    return [{ product: current().products[id].name, totalCents, fullProduct: full.name, fullCents: full.amountCents }];
  });
}

// ------------------------------------------------------------------ the offer's rules

const INCLUSION_ORDER: Inclusion["kind"][] = ["course", "coach", "resources", "kits", "coaching", "marketing-plan", "hosting", "playbooks", "community"];

const inclusionSchema: z.ZodType<Inclusion> = z.discriminatedUnion("kind", [
  z.object({ kind: z.enum(["course", "coach", "resources", "kits", "marketing-plan", "community", "playbooks"]) }),
  z.object({ kind: z.literal("coaching"), sessions: z.number().int().min(1).max(520), over: z.string().min(1).max(60) }),
  z.object({ kind: z.literal("hosting"), months: z.number().int().min(1).max(120) }),
]);

const inclusionsSchema = z.array(inclusionSchema);

const offerSchema: z.ZodType<Offer> = z.object({
  name: z.string().min(1).max(120),
  price: z.number().int().min(1).max(1_000_000),
  listPrice: z.number().int().min(1).max(1_000_000).nullable(),
  offerHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .nullable(),
  description: z.string().max(400),
  badge: z.string().max(40),
  badgeVariant: z.enum(["default", "secondary"]),
  features: z.array(z.string().min(1).max(200)).max(20),
  inclusions: inclusionsSchema,
  cta: z.string().max(60),
  highlight: z.boolean(),
  shown: z.boolean(),
  qualifiedOnly: z.boolean(),
  instalments: z
    .object({
      payments: z.number().int().min(2).max(24),
      everyDays: z.number().int().min(1).max(365),
      splits: z.enum(["complete", "premium", "ultimate", "qualified-split"]),
      ownerAllowsLowerTotal: z.boolean(),
    })
    .nullable(),
  ships: z.object({ kit: z.enum(["professional", "platinum"]), quantity: z.number().int().min(1).max(50) }).nullable(),
});

const text = (label: string, max: number, required = false) =>
  z
    .string()
    .trim()
    .max(max, `${label} takes at most ${max} characters.`)
    .refine((value) => !required || value.length > 0, `Enter ${label.toLowerCase()}.`);

const dollars = (label: string, optional = false) =>
  z
    .string()
    .trim()
    .refine((value) => (optional && value === "") || /^\d{1,7}$/.test(value.replace(/^\$/, "").replace(/,/g, "")), `${label} must be whole dollars, like 1997.`)
    .transform((value) => (value === "" ? null : Number(value.replace(/^\$/, "").replace(/,/g, ""))))
    .refine((value) => value === null || (value >= 1 && value <= 1_000_000), `${label} must be from $1 to $1,000,000.`);

const count = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max),
      `${label} must be a whole number from ${min} to ${max}.`,
    )
    .transform((value) => (value === "" ? null : Number(value)));

const ticked = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The studio's offer form, posted as flat fields; checked into an offer for `productId`. */
export const OFFER_FORM_FIELDS = [
  "version",
  "name",
  "price",
  "listPrice",
  "offerHours",
  "description",
  "badge",
  "badgeVariant",
  "features",
  "cta",
  "highlight",
  "shown",
  "qualifiedOnly",
  "instalmentPayments",
  "instalmentEveryDays",
  "instalmentSplits",
  "ownerAllowsLowerTotal",
  "shipsKit",
  "shipsQuantity",
  "coachingSessions",
  "coachingOver",
  "hostingMonths",
  "includeCourse",
  "includeCoach",
  "includeResources",
  "includeMarketingPlan",
  "includeCommunity",
  "includePlaybooks",
] as const;

export type OfferFormField = (typeof OFFER_FORM_FIELDS)[number];

function offerFormSchema(id: ProductId) {
  const plan = isPlanId(id);
  return z
    .object({
      version: z.coerce.number().int().min(0),
      name: text("The name", 120, true),
      price: dollars("The price"),
      listPrice: dollars("The list price", true),
      offerHours: count("The offer's hours", 1, 24 * 365),
      description: text("The description", 400),
      badge: text("The badge", 40),
      badgeVariant: z.enum(["default", "secondary"]).catch("default"),
      features: z
        .string()
        .transform((value) =>
          value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean),
        )
        .refine((lines) => lines.length <= 20 && lines.every((line) => line.length <= 200), "At most 20 lines of 200 characters."),
      cta: text("The button's label", 60, plan),
      highlight: ticked,
      shown: ticked,
      qualifiedOnly: ticked,
      instalmentPayments: count("The number of payments", 2, 24),
      instalmentEveryDays: count("The days between payments", 1, 365),
      instalmentSplits: z.string(),
      ownerAllowsLowerTotal: ticked,
      shipsKit: z.string(),
      shipsQuantity: count("The number of kits", 1, 50),
      coachingSessions: count("The coaching sessions", 1, 520),
      coachingOver: text("The coaching period", 60),
      hostingMonths: count("The months of hosting", 1, 120),
      includeCourse: ticked,
      includeCoach: ticked,
      includeResources: ticked,
      includeMarketingPlan: ticked,
      includeCommunity: ticked,
      includePlaybooks: ticked,
    })
    .superRefine((form, context) => {
      const problem = (path: OfferFormField, message: string) => context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (id === "bootcamp") {
        if (form.listPrice === null) problem("listPrice", "Enter the price after the offer ends.");
        else if (form.price !== null && form.listPrice < form.price) problem("listPrice", "The list price cannot be below the offer price.");
        if (form.offerHours === null) problem("offerHours", "Enter how many hours the offer runs.");
      }
      if (!plan) return;
      const splitting = form.instalmentPayments !== null;
      if (splitting && form.instalmentEveryDays === null) problem("instalmentEveryDays", "Enter the days between payments.");
      if (splitting && (!isPlanId(form.instalmentSplits) || form.instalmentSplits === id || publishedOffer(form.instalmentSplits as PlanId).instalments))
        problem("instalmentSplits", "Choose the plan paid in full that these payments spread out.");
      else if (splitting && form.price !== null && !form.ownerAllowsLowerTotal) {
        const full = publishedOffer(form.instalmentSplits as PlanId).price;
        if (form.price * form.instalmentPayments! < full)
          problem(
            "ownerAllowsLowerTotal",
            `${form.instalmentPayments} payments of ${formatDollars(form.price)} cost less than ${formatDollars(full)} paid in full: tick the box to sell it so anyway.`,
          );
      }
      if (form.shipsKit !== "" && !Object.hasOwn(kits, form.shipsKit)) problem("shipsKit", "Choose a kit.");
      if (form.shipsKit !== "" && form.shipsQuantity === null) problem("shipsQuantity", "Enter how many kits it ships.");
      if ((form.coachingSessions === null) !== (form.coachingOver === ""))
        problem("coachingOver", "Give both the number of coaching calls and the time they span, or neither.");
    });
}

/** The form's fields into an offer (only after the form's rules passed). */
function offerFrom(id: ProductId, form: z.output<ReturnType<typeof offerFormSchema>>): Offer {
  const plan = isPlanId(id);
  const ships = plan && form.shipsKit !== "" ? ({ kit: form.shipsKit, quantity: form.shipsQuantity! } as KitShipment) : null;
  const kinds = new Set<Inclusion["kind"]>();
  if (form.includeCourse) kinds.add("course");
  if (form.includeCoach) kinds.add("coach");
  if (form.includeResources) kinds.add("resources");
  if (ships) kinds.add("kits");
  if (form.coachingSessions !== null) kinds.add("coaching");
  if (form.includeMarketingPlan) kinds.add("marketing-plan");
  if (form.hostingMonths !== null) kinds.add("hosting");
  if (form.includePlaybooks) kinds.add("playbooks");
  if (form.includeCommunity) kinds.add("community");
  const inclusions = INCLUSION_ORDER.filter((kind) => kinds.has(kind)).map((kind): Inclusion => {
    if (kind === "coaching") return { kind, sessions: form.coachingSessions!, over: form.coachingOver };
    if (kind === "hosting") return { kind, months: form.hostingMonths! };
    return { kind } as Inclusion;
  });
  return offerSchema.parse({
    name: form.name,
    price: form.price,
    listPrice: id === "bootcamp" ? form.listPrice : null,
    offerHours: id === "bootcamp" ? form.offerHours : null,
    description: form.description,
    badge: plan ? form.badge : "",
    badgeVariant: form.badgeVariant,
    features: plan ? form.features : [],
    inclusions: id === "bootcamp" ? [] : inclusions,
    cta: plan ? form.cta : "",
    highlight: plan && form.highlight,
    shown: form.shown,
    qualifiedOnly: plan && form.qualifiedOnly,
    instalments:
      plan && form.instalmentPayments !== null
        ? {
            payments: form.instalmentPayments,
            everyDays: form.instalmentEveryDays!,
            splits: form.instalmentSplits as PlanId,
            ownerAllowsLowerTotal: form.ownerAllowsLowerTotal,
          }
        : null,
    ships,
  });
}

/** An offer as the studio's form shows it. */
export function offerFormValues(offer: Offer, version: number): Record<OfferFormField, string> {
  const coaching = offer.inclusions.find((inclusion) => inclusion.kind === "coaching");
  const hosting = offer.inclusions.find((inclusion) => inclusion.kind === "hosting");
  const has = (kind: Inclusion["kind"]) => (offer.inclusions.some((inclusion) => inclusion.kind === kind) ? "on" : "");
  return {
    version: String(version),
    name: offer.name,
    price: String(offer.price),
    listPrice: offer.listPrice === null ? "" : String(offer.listPrice),
    offerHours: offer.offerHours === null ? "" : String(offer.offerHours),
    description: offer.description,
    badge: offer.badge,
    badgeVariant: offer.badgeVariant,
    features: offer.features.join("\n"),
    cta: offer.cta,
    highlight: offer.highlight ? "on" : "",
    shown: offer.shown ? "on" : "",
    qualifiedOnly: offer.qualifiedOnly ? "on" : "",
    instalmentPayments: offer.instalments ? String(offer.instalments.payments) : "",
    instalmentEveryDays: offer.instalments ? String(offer.instalments.everyDays) : "",
    instalmentSplits: offer.instalments?.splits ?? "",
    ownerAllowsLowerTotal: offer.instalments?.ownerAllowsLowerTotal ? "on" : "",
    shipsKit: offer.ships?.kit ?? "",
    shipsQuantity: offer.ships ? String(offer.ships.quantity) : "",
    coachingSessions: coaching?.kind === "coaching" ? String(coaching.sessions) : "",
    coachingOver: coaching?.kind === "coaching" ? coaching.over : "",
    hostingMonths: hosting?.kind === "hosting" ? String(hosting.months) : "",
    includeCourse: has("course"),
    includeCoach: has("coach"),
    includeResources: has("resources"),
    includeMarketingPlan: has("marketing-plan"),
    includeCommunity: has("community"),
    includePlaybooks: has("playbooks"),
  };
}

// ------------------------------------------------------------------ the studio

function requireProduct(id: string): ProductId {
  if (!isProductId(id)) throw new Response("No such offer", { status: 404 });
  return id;
}

/** One offer as the studio shows it: published, drafted, and the version a form must send back. */
export function studioOffer(id: string): { id: ProductId; published: Offer; current: Offer; draft: Draft<Offer> } {
  const product = requireProduct(id);
  const draft = readDraft<Offer>(OFFER_KIND, product);
  const published = publishedOffer(product);
  return { id: product, published, current: draft.body ?? published, draft };
}

export type OfferFailure = { error: string } | StaleEdit;

/** Save the offer's form as its draft: its errors by field, or who changed it since the form was opened. */
export function saveOfferDraft(
  id: string,
  values: Record<OfferFormField, string>,
  actor: Actor,
): { errors: Partial<Record<OfferFormField | "form", string>> } | StaleEdit | { version: number } {
  const product = requireProduct(id);
  const parsed = offerFormSchema(product).safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<OfferFormField | "form", string>> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form") as OfferFormField] ??= issue.message;
    return { errors };
  }
  const offer = offerFrom(product, parsed.data);
  return writeTransaction((tx) => saveDraft(tx, OFFER_KIND, product, offer, parsed.data.version, actor));
}

function writeOffer(tx: AppDatabase, id: ProductId, offer: Offer, actor: Actor, now: Date) {
  tx.insert(offerRows)
    .values({ product: id, body: offer, publishedBy: actor.email, publishedAt: now })
    .onConflictDoUpdate({ target: offerRows.product, set: { body: offer, publishedBy: actor.email, publishedAt: now } })
    .run();
}

const describe = (offer: Offer) => `${offer.name}, ${formatDollars(offer.price)}${offer.shown ? "" : " (hidden)"}`;

function publishValue(id: ProductId, offer: Offer, summary: (before: Offer) => string, actor: Actor): { revision: number } {
  const checked = offerSchema.parse(offer);
  const now = new Date();
  const outcome = writeTransaction((tx) => {
    const before = publishedOffer(id);
    writeOffer(tx, id, checked, actor, now);
    return { revision: publishRevision(tx, { kind: OFFER_KIND, key: id, before, after: checked, summary: summary(before) }, actor, now) };
  });
  published = load();
  return outcome;
}

/** Publish the offer's draft: new orders buy it from now on. */
export function publishOffer(id: string, actor: Actor): OfferFailure | { revision: number } {
  const { id: product, draft } = studioOffer(id);
  if (!draft.body) return { error: "There is no draft to publish: save a change first." };
  const offer = draft.body;
  return publishValue(product, offer, (before) => `${describe(before)} became ${describe(offer)}`, actor);
}

/** Publish a revision's offer again, as a new revision. */
export function restoreOfferRevision(revisionId: number, actor: Actor): OfferFailure | { revision: number } {
  const revision = revisionById(revisionId);
  if (!revision || revision.kind !== OFFER_KIND || !isProductId(revision.key)) return { error: "That revision does not exist." };
  const checked = offerSchema.safeParse(revision.after);
  if (!checked.success) return { error: "That revision holds an offer the studio no longer accepts." };
  return publishValue(revision.key, checked.data, () => `Restored revision ${revision.id}: ${describe(checked.data)}`, actor);
}

/** The offer's publishes, newest first. */
export const offerRevisions = (id: ProductId) => revisionsOf([OFFER_KIND], id).filter((revision) => revision.key === id);
