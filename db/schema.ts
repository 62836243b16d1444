import { sql } from "drizzle-orm";
import { blob, foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Inclusion } from "~/content/inclusions";
import type { HostSchedule } from "~/lib/host-schedule";

// Timestamps are stored as Unix milliseconds; drizzle hands them out as Date objects.
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

// ---------------------------------------------------------------- accounts

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(), // stored lower-cased
    passwordHash: text("password_hash"),
    emailConfirmedAt: integer("email_confirmed_at", { mode: "timestamp_ms" }),
    lastSignInAt: integer("last_sign_in_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  // The admin user list pages through users newest first, from the last one shown (keyset).
  (table) => [index("users_created_idx").on(table.createdAt, table.id), index("users_last_sign_in_idx").on(table.lastSignInAt)],
);

/**
 * What the admin's user search looks in, one row per account (kept in step with users and
 * profiles by triggers); the full-text index user_search (FTS5, trigram: any part of a word
 * matches) is built on it. The integer key is the index's row id, which a user's text id
 * cannot be.
 */
export const userSearchText = sqliteTable("user_search_text", {
  key: integer("key").primaryKey({ autoIncrement: true }),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  names: text("names").notNull().default(""),
});

export const profiles = sqliteTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  displayName: text("display_name"),
  needsPasswordChange: integer("needs_password_change", { mode: "boolean" }).notNull().default(false),
});

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "admin", "super_admin"] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/** Revocable sessions: the cookie holds a random id, only its SHA-256 hash is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Single-use password reset tokens, stored only as hashes. */
export const passwordResets = sqliteTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/**
 * Single-use links that lift an account's sign-in pause for the browser that opens them,
 * e-mailed to the owner when wrong passwords pause it; stored only as hashes.
 */
export const signInUnlocks = sqliteTable("sign_in_unlocks", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/** Single-use e-mail confirmation tokens sent at sign-up, stored only as hashes. */
export const emailConfirmations = sqliteTable("email_confirmations", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- lead funnel

/** Survey drafts, referenced from a signed cookie so answers survive reloads and Back. */
export const surveyResponses = sqliteTable("survey_responses", {
  id: text("id").primaryKey(),
  survey: text("survey", { enum: ["webinar", "booking"] }).notNull(),
  step: integer("step").notNull().default(1),
  answers: text("answers", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
  completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
});

export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    email: text("email").notNull(), // stored lower-cased; one contact record per address
    phone: text("phone").notNull(),
    // The latest answers (webinar or booking survey); every submission's own answers are in lead_consents.
    experience: text("experience"),
    timeAvailable: text("time_available"),
    investmentCapacity: text("investment_capacity"),
    currentIncome: text("current_income"),
    motivation: text("motivation"),
    location: text("location"),
    /** Where the lead first came from (webinar_survey, booking_survey). */
    source: text("source").notNull(),
    // First-touch attribution: kept from the first submission when a lead returns.
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrer: text("referrer"),
    /** The start of the live webinar session the lead last registered for (the webinar survey). */
    webinarSessionAt: integer("webinar_session_at", { mode: "timestamp_ms" }),
    /** When the lead first saw the bootcamp's limited offer, once known (the offer runs from then). */
    bootcampOfferStartedAt: integer("bootcamp_offer_started_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  // The admin's lead list pages through leads newest first (keyset); lead_search (FTS5) finds them by name, e-mail or phone.
  (table) => [
    uniqueIndex("leads_email_unique").on(table.email),
    index("leads_webinar_session_idx").on(table.webinarSessionAt),
    index("leads_created_idx").on(table.createdAt),
  ],
);

/**
 * Proof of consent: one row per submission, never updated. What the visitor saw (the
 * consent text), when, from where, and what they answered.
 */
/**
 * The funnel's first two steps counted per hour as they happen, kept by triggers on survey_responses
 * (a visit: a survey's first step posted) and leads (a new lead, by its utm_source, '' for none):
 * the owner's overview reads a few thousand of these instead of counting a million leads, and a
 * visit stays counted after its unfinished draft is swept.
 */
export const funnelEventCounts = sqliteTable(
  "funnel_event_counts",
  {
    event: text("event", { enum: ["visit", "lead"] }).notNull(),
    /** Unix milliseconds divided by 3,600,000, rounded down. */
    hour: integer("hour").notNull(),
    /** A visit's survey (webinar, booking); a lead's utm_source, '' when it had none. */
    source: text("source").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.event, table.hour, table.source] })],
);

export const leadConsents = sqliteTable(
  "lead_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    page: text("page").notNull(),
    consentText: text("consent_text").notNull(),
    consentedAt: integer("consented_at", { mode: "timestamp_ms" }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    answers: text("answers", { mode: "json" }).$type<Record<string, string>>().notNull(),
  },
  (table) => [index("lead_consents_lead_idx").on(table.leadId)],
);

/**
 * The people who take strategy calls. A host's calendar settings (name, zone, weekly hours,
 * exceptions, notice, buffer, daily cap, change cut-off) are `schedule`, written only by a
 * publish from the calls studio (drafts and revisions are in content_drafts and
 * content_revisions). The first host is seeded from the environment on first start.
 */
export const hosts = sqliteTable("hosts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The host's account (null for the seeded first host until an account is linked). */
  userId: text("user_id")
    .unique()
    .references(() => users.id, { onDelete: "set null" }),
  schedule: text("schedule", { mode: "json" }).$type<HostSchedule>().notNull(),
  publishedBy: text("published_by").notNull(),
  publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  /** The host's own calendar's secret iCalendar address, sealed (sealed-box); never shown back whole. */
  busyFeedSealed: text("busy_feed_sealed"),
  /** What the studio shows of that address: its host name and last characters. */
  busyFeedHint: text("busy_feed_hint"),
  /** When the last good copy of the feed was fetched (null: never). */
  busyFeedFetchedAt: integer("busy_feed_fetched_at", { mode: "timestamp_ms" }),
  /** The last fetch's failure, kept until a fetch succeeds. */
  busyFeedError: text("busy_feed_error"),
  busyFeedErrorAt: integer("busy_feed_error_at", { mode: "timestamp_ms" }),
  /** Raised to revoke every link to the host's own feed of booked calls. */
  callFeedGeneration: integer("call_feed_generation").notNull().default(1),
  createdAt: createdAt(),
});

/** The busy times of a host's own calendar, from the last good fetch of its feed (replaced whole each time). */
export const hostBusyTimes = sqliteTable(
  "host_busy_times",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    hostId: integer("host_id")
      .notNull()
      .references(() => hosts.id, { onDelete: "cascade" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("host_busy_times_host_idx").on(table.hostId, table.startsAt)],
);

export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The calendar invite's UID (with the site's host name): random, so no other site's invite shares it; fixed for the booking's life. */
    uid: text("uid")
      .notNull()
      .default(sql`(lower(hex(randomblob(16))))`),
    name: text("name").notNull(),
    email: text("email").notNull(), // stored lower-cased
    phone: text("phone").notNull(),
    phoneDigits: text("phone_digits").notNull(), // one upcoming call per phone, whatever its format
    appointmentAt: integer("appointment_at", { mode: "timestamp_ms" }).notNull(),
    timezone: text("timezone").notNull(),
    /** completed and no_show are set by an admin once the call's start has passed. */
    status: text("status", { enum: ["scheduled", "completed", "no_show", "cancelled"] })
      .notNull()
      .default("scheduled"),
    notes: text("notes"), // survey answers as JSON text, or plain text
    /** When the one "book again" e-mail to a no-show was queued (null: never). */
    rebookEmailAt: integer("rebook_email_at", { mode: "timestamp_ms" }),
    /** The calendar invite's SEQUENCE: raised on every move or cancellation, so calendars update. */
    sequence: integer("sequence").notNull().default(0),
    /** The network the booking came from (an IPv4 /24 or an IPv6 /64); the hourly ceiling counts networks. */
    clientNetwork: text("client_network"),
    /** Why the booker cancelled, in their words, if they said (shown to the admin). */
    cancelReason: text("cancel_reason"),
    /** The host who takes the call (set for every booking once the first host is seeded). */
    hostId: integer("host_id").references(() => hosts.id),
    /** The call's length when it was booked: a later change of the host's call length does not stretch it. */
    durationMinutes: integer("duration_minutes").notNull().default(60),
    /** A visitor's strategy call, or a member's coaching session (booked in the portal from the same hosts' hours). */
    kind: text("kind", { enum: ["strategy", "coaching"] })
      .notNull()
      .default("strategy"),
    /** The member a coaching session belongs to (null for a strategy call). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  // No double booking: one live booking per host and slot instant, whatever its kind; a cancelled one frees the slot.
  (table) => [
    uniqueIndex("bookings_host_slot_unique")
      .on(table.hostId, table.appointmentAt)
      .where(sql`status <> 'cancelled'`),
    index("bookings_appointment_idx").on(table.appointmentAt),
    // The hourly ceiling and the one-upcoming-call rule look bookings up by these.
    index("bookings_created_idx").on(table.createdAt),
    index("bookings_email_idx").on(table.email),
    index("bookings_phone_idx").on(table.phoneDigits),
    uniqueIndex("bookings_uid_unique").on(table.uid),
    index("bookings_user_idx").on(table.userId, table.kind),
  ],
);

/** Coaching sessions an admin added to a member's allowance, beyond what their plan includes (audited). */
export const coachingSessionGrants = sqliteTable(
  "coaching_session_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessions: integer("sessions").notNull(),
    reason: text("reason").notNull(),
    grantedBy: text("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("coaching_session_grants_user_idx").on(table.userId)],
);

/**
 * Each time the hourly booking ceiling closed online booking: when it tripped, the bookings it
 * refused and the last of them, for the admin dashboard. One row per hour it held.
 */
export const bookingCeilingTrips = sqliteTable("booking_ceiling_trips", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  trippedAt: integer("tripped_at", { mode: "timestamp_ms" }).notNull(),
  refused: integer("refused").notNull().default(1),
  lastRefusedAt: integer("last_refused_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Every move or cancellation a booker makes from their manage link. The daily cap counts
 * them; the host hears of a burst of changes once (see booking-changes.server.ts).
 */
export const bookingChanges = sqliteTable(
  "booking_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["moved", "cancelled"] }).notNull(),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
    /** The call's time as the host last heard it: what the host's notice of this change says it was. */
    hostKnewAt: integer("host_knew_at", { mode: "timestamp_ms" }).notNull(),
    /** The host's notice of this change, held back in the outbox for a while; none when the call is back where the host knows it. */
    hostNoticeId: integer("host_notice_id"),
  },
  (table) => [index("booking_changes_booking_idx").on(table.bookingId, table.changedAt)],
);

// ---------------------------------------------------------------- member portal

type AskedQuestion = { id: string; prompt: string; choices: { id: string; text: string }[]; answer: string; explanation: string; lesson: string };

/** Which lessons of the member course a member has opened and finished (kept when a lesson is archived). */
export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    moduleId: text("module_id").notNull(),
    lessonId: text("lesson_id").notNull(),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    lastAccessedAt: integer("last_accessed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId, table.lessonId] })],
);

/**
 * One submitted checkpoint quiz: what the member chose for each question (question id →
 * choice id, null when left blank), the score and when. Attempts are numbered per member and
 * module; the number seeds that attempt's order of questions and choices.
 */
export const quizAttempts = sqliteTable(
  "quiz_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    moduleId: text("module_id").notNull(),
    attempt: integer("attempt").notNull(),
    answers: text("answers", { mode: "json" }).$type<Record<string, string | null>>().notNull(),
    /** The questions as they were asked (prompt, choices, answer, explanation), so a later edit does not change this attempt; null before they were kept. */
    asked: text("asked", { mode: "json" }).$type<AskedQuestion[]>(),
    correct: integer("correct").notNull(),
    questionCount: integer("question_count").notNull(),
    scorePercent: integer("score_percent").notNull(),
    passed: integer("passed", { mode: "boolean" }).notNull(),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("quiz_attempts_unique").on(table.userId, table.moduleId, table.attempt), index("quiz_attempts_module_idx").on(table.moduleId)],
);

/**
 * A certificate of completion: issued once per member when the whole course is complete,
 * with the name, course and date printed on it and the PDF itself, so every download is the
 * same document. The serial is random (not guessable) and names it on the public
 * verification page; a revoked certificate stays, marked.
 */
export const certificates = sqliteTable(
  "certificates",
  {
    serial: text("serial").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    course: text("course").notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }).notNull(),
    pdf: blob("pdf", { mode: "buffer" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("certificates_user_unique").on(table.userId)],
);

/** A member's chats with the on-demand coach; the newest one is shown, older ones are kept. */
export const coachConversations = sqliteTable(
  "coach_conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("coach_conversations_user_idx").on(table.userId)],
);

export const coachMessages = sqliteTable(
  "coach_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => coachConversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    /** What was written, in Markdown (rendered through an allow-list when shown). */
    content: text("content").notNull(),
    /** Lessons an answer drew on, as "moduleId/lessonId". */
    citations: text("citations", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Tokens a remote model spent on this answer, for the daily cap (0 for the embedded coach). */
    tokens: integer("tokens").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("coach_messages_conversation_idx").on(table.conversationId)],
);

// ---------------------------------------------------------------- purchases

/**
 * One checkout: what was bought, for how much (cents, as charged), through which provider
 * session, and by whom. The user reference is cleared if the account is deleted; the
 * order stays for the books.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    product: text("product").notNull(), // a product id from app/content/products.ts
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** manual: recorded by an admin on /manual-setup (paid outside the site). */
    provider: text("provider", { enum: ["stripe", "test", "manual"] }).notNull(),
    providerSessionId: text("provider_session_id").unique(),
    /** The provider's payment id, which refund events name. */
    paymentReference: text("payment_reference"),
    status: text("status", { enum: ["pending", "paid", "refunded"] })
      .notNull()
      .default("pending"),
    buyerEmail: text("buyer_email").notNull(), // stored lower-cased
    buyerFirstName: text("buyer_first_name").notNull(),
    buyerLastName: text("buyer_last_name"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The account that placed the order while signed in, for its own address: that account
     * gets the purchase at once (no mailbox proof needed, its holder is the buyer).
     */
    placedByUserId: text("placed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * A plan paid in instalments: the buyer's customer record at the provider and the card
     * saved at checkout (or on the last instalment paid through a link), which later
     * instalments are charged to without the buyer.
     */
    providerCustomerId: text("provider_customer_id"),
    savedPaymentMethod: text("saved_payment_method"),
    /**
     * A new buyer's temporary password, encrypted, until the purchase page has shown it once
     * (or a day has passed). Never stored in the clear.
     */
    sealedCredentials: text("sealed_credentials"),
    /** What an admin noted on a manually recorded order. */
    notes: text("notes"),
    /**
     * A product that ships repair kits: which kit and how many, as promised at the time of the
     * order, the address in the United States they go to, and a phone number for the courier.
     * All empty for a product that ships nothing.
     */
    shippingKit: text("shipping_kit"), // a kit id from app/content/kits.ts
    shippingKitQuantity: integer("shipping_kit_quantity"),
    /** The kit's name as the order was sold with it: a later rename in the studio leaves it. */
    shippingKitName: text("shipping_kit_name"),
    shippingStreet: text("shipping_street"),
    shippingStreet2: text("shipping_street2"),
    shippingCity: text("shipping_city"),
    shippingState: text("shipping_state"), // a postal code, e.g. UT
    shippingZip: text("shipping_zip"),
    buyerPhone: text("buyer_phone"),
    /**
     * A plan in instalments: its schedule as sold (all payments, the days between them, each
     * payment's amount), so a later change of the offer never changes an order's plan.
     */
    instalmentSchedule: text("instalment_schedule", { mode: "json" }).$type<{ payments: number; intervalDays: number; amountCents: number }>(),
    /**
     * What the order includes, as sold: its offer's inclusions when it was opened (checked by
     * the offers' inclusion rule when read), so a later change of the offer never changes what
     * an order is fulfilled with or what its member's plan shows. Every insert sets both
     * columns with `orderInclusionColumns` (the defaults only let SQLite add the columns).
     */
    inclusions: text("inclusions", { mode: "json" }).$type<Inclusion[]>().notNull().default([]),
    /** How many of those inclusions the team delivers by hand: the fulfilment queue's count reads it from its index. */
    handDeliveredCount: integer("hand_delivered_count").notNull().default(0),
    /** The buyer ticked the order form's box for marketing mail (the reminder to finish the order). */
    marketingConsent: integer("marketing_consent", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
  },
  // The admin's instalment plans are listed by when they were paid, newest first (keyset).
  (table) => [
    index("orders_user_idx").on(table.userId),
    index("orders_payment_idx").on(table.paymentReference),
    index("orders_paid_idx").on(table.paidAt, table.id),
    // The admin's revenue and test-order counts read this index alone.
    index("orders_status_idx").on(table.status, table.provider, table.amountCents),
    // The fulfilment queue and its count: the paid orders with something to deliver by hand, first paid first (the count reads this index alone).
    index("orders_fulfilment_idx")
      .on(table.status, table.paidAt, table.id, table.handDeliveredCount)
      .where(sql`hand_delivered_count > 0`),
    // The owner's overview sums the money received per hour, and the refunds, in a range of time from these alone.
    index("orders_revenue_idx").on(table.paidAt, table.provider, table.amountCents),
    index("orders_refunded_idx")
      .on(table.refundedAt)
      .where(sql`refunded_at is not null`),
    // The admin's instalment plans, newest first, page by page through the plans alone.
    index("orders_instalment_plans_idx")
      .on(table.paidAt, table.id)
      .where(sql`instalment_schedule is not null`),
  ],
);

/**
 * What an order's plan includes that someone has to deliver by hand (kits to ship, website
 * hosting to set up, the marketing plan, the community invitation, booking the coaching calls),
 * as each is done: who did it and when. A row exists only once the thing is done; the queue of
 * what is still to do is the orders' inclusions without one. Shipped kits carry the carrier
 * and tracking number; `detail` is what the member is told (their website's address ...).
 */
export const orderFulfilments = sqliteTable(
  "order_fulfilments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    inclusion: text("inclusion", { enum: ["kits", "hosting", "marketing-plan", "community", "coaching", "playbooks"] }).notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    detail: text("detail"),
    doneByEmail: text("done_by_email").notNull(),
    doneAt: integer("done_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("order_fulfilments_unique").on(table.orderId, table.inclusion)],
);

/**
 * The reminder to a buyer who gave an e-mail at checkout and left without paying: one per
 * order, due an hour after it, sent at most once, or set aside once it is not needed (the
 * order was paid, the same product was bought another way, the address takes no marketing
 * mail, or nobody consented to it: the box at the order unticked and no confirmed account). The link it carries reopens checkout; its token is kept hashed.
 */
export const checkoutReminders = sqliteTable(
  "checkout_reminders",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: ["scheduled", "sent", "not_needed"] })
      .notNull()
      .default("scheduled"),
    notNeededBecause: text("not_needed_because", { enum: ["paid", "bought", "unsubscribed", "no-consent"] }),
    tokenHash: text("token_hash").unique(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** The order placed through the reminder's link (its payment is revenue the reminder recovered). */
    reopenedOrderId: text("reopened_order_id").references(() => orders.id, { onDelete: "set null" }),
  },
  (table) => [index("checkout_reminders_due_idx").on(table.status, table.dueAt)],
);

/**
 * A later payment of a plan sold in instalments (the first is the order's own). It falls due
 * at `dueAt` and is charged to the saved card; a failed charge is tried again on the retry
 * schedule (`nextAttemptAt`), and after the last failure the plan is lapsed, which pauses
 * what it bought until the instalment is paid: by the buyer through its link (a checkout of
 * its own, which saves the card used), or recorded as paid outside the site or waived by a
 * super admin.
 */
export const instalments = sqliteTable(
  "instalments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 2 for the second payment of the plan, and so on. */
    number: integer("number").notNull(),
    amountCents: integer("amount_cents").notNull(),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: ["scheduled", "retrying", "lapsed", "paid", "waived"] })
      .notNull()
      .default("scheduled"),
    /** When the worker charges it next; null while nothing is planned (paid, waived, lapsed, or a charge under way). */
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    /** The provider's reason for the last failed charge, e.g. card_declined. */
    lastFailure: text("last_failure"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** How it was settled: charged to the saved card, paid through its link, recorded or waived by an admin. */
    settledBy: text("settled_by", { enum: ["saved-card", "pay-link", "outside-site", "waived"] }),
    paymentReference: text("payment_reference"),
    /**
     * The one checkout open for it through its pay link (reused while open), until it expires
     * or is paid. Anything else that settles the instalment (a charge, an admin) closes it at
     * the provider first, so the instalment cannot be paid twice.
     */
    checkoutSessionId: text("checkout_session_id"),
    checkoutUrl: text("checkout_url"),
    checkoutExpiresAt: integer("checkout_expires_at", { mode: "timestamp_ms" }),
  },
  (table) => [uniqueIndex("instalments_order_number_unique").on(table.orderId, table.number), index("instalments_next_attempt_idx").on(table.nextAttemptAt)],
);

/**
 * One charge of an instalment to the saved card, with what was sent. Its key (instalment,
 * attempt) is also the provider's idempotency key, so a charge cut off by a crash is resumed
 * with the same key and the same card, and never taken twice; the lease keeps a second
 * process off a charge under way. Until it has an answer, nothing else may settle the
 * instalment.
 */
export const instalmentCharges = sqliteTable(
  "instalment_charges",
  {
    instalmentId: integer("instalment_id")
      .notNull()
      .references(() => instalments.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    amountCents: integer("amount_cents").notNull(),
    customerId: text("customer_id"),
    /** null: no card was saved, so the charge failed without asking the provider. */
    paymentMethod: text("payment_method"),
    status: text("status", { enum: ["charging", "paid", "failed"] })
      .notNull()
      .default("charging"),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }).notNull(),
    /** Who asked: the schedule, or a super admin's "charge now". */
    trigger: text("trigger", { enum: ["schedule", "admin"] }).notNull(),
    failure: text("failure"),
    paymentReference: text("payment_reference"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.instalmentId, table.attempt] }), index("instalment_charges_lease_idx").on(table.status, table.leaseUntil)],
);

/**
 * A payment the site took but must give back: an instalment paid again after it was settled,
 * or paid after its order was refunded. Written in the transaction that sees the payment, then
 * refunded at the provider by the instalment worker (idempotency key `refund-<payment>`); the
 * admin's instalments page lists them.
 */
export const paymentRefunds = sqliteTable("payment_refunds", {
  paymentReference: text("payment_reference").primaryKey(),
  orderId: text("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  instalmentId: integer("instalment_id").references(() => instalments.id, { onDelete: "set null" }),
  provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
  amountCents: integer("amount_cents").notNull(),
  reason: text("reason", { enum: ["instalment-already-settled", "order-refunded"] }).notNull(),
  status: text("status", { enum: ["pending", "refunded"] })
    .notNull()
    .default("pending"),
  refundReference: text("refund_reference"),
  /** The provider's last error while refunding; tried again by the worker. */
  lastError: text("last_error"),
  createdAt: createdAt(),
  refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
});

/** The embedded test-mode provider's refunds, by the payment refunded: what Stripe keeps for us. */
export const testRefunds = sqliteTable("test_refunds", {
  paymentReference: text("payment_reference").primaryKey(),
  refundReference: text("refund_reference").notNull(),
  amountCents: integer("amount_cents").notNull(),
  createdAt: createdAt(),
});

/** The embedded test-mode provider's record of charges to saved cards, by idempotency key: what Stripe keeps for us. */
export const testCardCharges = sqliteTable("test_card_charges", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  paymentMethod: text("payment_method").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** null: paid; else the decline code. */
  declineCode: text("decline_code"),
  paymentReference: text("payment_reference").notNull(),
  createdAt: createdAt(),
});

/**
 * One e-mail of a follow-up series (app/content/email-sequences.ts) for one address: all of a
 * series' e-mails are scheduled when the lead comes in, each sent at most once when due, or
 * stopped then (the address booked a call, bought, or unsubscribed). An address gets a
 * series once.
 */
export const sequenceEmails = sqliteTable(
  "sequence_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sequenceId: text("sequence_id").notNull(),
    /** The e-mail's place in its series, from 0. */
    step: integer("step").notNull(),
    email: text("email").notNull(), // lower-cased
    firstName: text("first_name").notNull(),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: ["scheduled", "sent", "stopped"] })
      .notNull()
      .default("scheduled"),
    stoppedBecause: text("stopped_because", { enum: ["booked", "bought", "unsubscribed"] }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("sequence_emails_unique").on(table.sequenceId, table.step, table.email),
    index("sequence_emails_due_idx").on(table.status, table.dueAt),
  ],
);

/** Addresses (lower-cased) that take no marketing e-mail; every marketing send checks here first. */
export const emailSuppressions = sqliteTable("email_suppressions", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/** The embedded checkout's own sessions (no STRIPE_SECRET_KEY): what Stripe would keep for us. */
export const testCheckoutSessions = sqliteTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  productName: text("product_name").notNull(),
  customerEmail: text("customer_email").notNull(),
  orderId: text("order_id").notNull(),
  /** A session that pays one instalment of the order, not the order itself. */
  instalmentId: integer("instalment_id"),
  /** Save the card for later charges (a plan in instalments), under this customer. */
  saveCard: integer("save_card", { mode: "boolean" }).notNull().default(false),
  customerId: text("customer_id"),
  /** The card the buyer chose on the test page (saved only with saveCard). */
  paymentMethod: text("payment_method"),
  /** Where Pay and Cancel send the buyer: paths on this site, so they stay on the address they came by. */
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status", { enum: ["open", "complete", "expired"] })
    .notNull()
    .default("open"),
  paymentReference: text("payment_reference"),
  /** After this the session can no longer be paid (null: a day, as Stripe's default). */
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/**
 * The courses (the member course and the bootcamp), their modules and lessons, and the
 * checkpoint quizzes: the published content, which members see. Edits wait as drafts in
 * content_drafts until a publish writes them here (see content_revisions). A module or
 * lesson id is its key: fixed once published, part of lesson URLs and saved progress.
 */
export const courses = sqliteTable("courses", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
});

/** Who may see a module or lesson: live (members), hidden (staff only, for now), archived (retired; its progress is kept). */
export const CONTENT_STATUSES = ["live", "hidden", "archived"] as const;

export const courseModules = sqliteTable(
  "course_modules",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    orderIndex: integer("order_index").notNull(),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("live"),
    /** The module opens this many days after the member's access began (null: at once). */
    releaseAfterDays: integer("release_after_days"),
    /** The module opens on this date, YYYY-MM-DD in the business's zone (null: no date). */
    releaseOn: text("release_on"),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.id] }), index("course_modules_course_idx").on(table.courseId, table.orderIndex)],
);

export const courseLessons = sqliteTable(
  "course_lessons",
  {
    courseId: text("course_id").notNull(),
    moduleId: text("module_id").notNull(),
    id: text("id").notNull(),
    title: text("title").notNull(),
    orderIndex: integer("order_index").notNull(),
    kind: text("kind", { enum: ["video", "text"] }).notNull(),
    /** A YouTube or Vimeo address; null on a video lesson while its video is being made. */
    videoUrl: text("video_url"),
    /** "mm:ss", or "TBD". */
    duration: text("duration").notNull().default("TBD"),
    description: text("description").notNull().default(""),
    /** Markdown (a level-1 heading starts a tab); HTML in it passes an allow-list whenever it is shown. */
    content: text("content").notNull().default(""),
    /** The video's captions as WebVTT, shown as a transcript. */
    transcript: text("transcript"),
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("live"),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.moduleId, table.id] }),
    foreignKey({ columns: [table.courseId, table.moduleId], foreignColumns: [courseModules.courseId, courseModules.id] }).onDelete("cascade"),
    index("course_lessons_module_idx").on(table.courseId, table.moduleId, table.orderIndex),
  ],
);

/** A module's checkpoint quiz in the member course: each attempt asks `ask` questions of its pool. */
export const quizzes = sqliteTable(
  "quizzes",
  {
    courseId: text("course_id").notNull(),
    moduleId: text("module_id").notNull(),
    title: text("title").notNull(),
    ask: integer("ask").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.moduleId] }),
    foreignKey({ columns: [table.courseId, table.moduleId], foreignColumns: [courseModules.courseId, courseModules.id] }).onDelete("cascade"),
  ],
);

/** A question of a quiz's pool. Its id and its choices' ids are stored with attempts: never reused for another. */
export const quizQuestions = sqliteTable(
  "quiz_questions",
  {
    courseId: text("course_id").notNull(),
    moduleId: text("module_id").notNull(),
    id: text("id").notNull(),
    orderIndex: integer("order_index").notNull(),
    prompt: text("prompt").notNull(),
    choices: text("choices", { mode: "json" }).$type<{ id: string; text: string }[]>().notNull(),
    /** The id of the one right choice. */
    answer: text("answer").notNull(),
    explanation: text("explanation").notNull(),
    /** The lesson that teaches it, "moduleId/lessonId". */
    lesson: text("lesson").notNull(),
    /** An archived question is asked no more; attempts that asked it keep it. */
    status: text("status", { enum: ["live", "archived"] })
      .notNull()
      .default("live"),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.moduleId, table.id] }),
    foreignKey({ columns: [table.courseId, table.moduleId], foreignColumns: [quizzes.courseId, quizzes.moduleId] }).onDelete("cascade"),
  ],
);

// ---------------------------------------------------------------- studio

/**
 * One unit of owner-editable content being edited (a lesson, a module, a quiz, ...): its whole
 * edited value, validated by the unit kind's schema, or null when it is the published value.
 * The version counts every save and publish of the unit, so an edit made from an older page is
 * refused, never written over a newer one.
 */
export const contentDrafts = sqliteTable(
  "content_drafts",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    body: text("body", { mode: "json" }).$type<unknown>(),
    version: integer("version").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** Every publish: the unit's published value before and after, who published it, when, and what changed in words. */
export const contentRevisions = sqliteTable(
  "content_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    before: text("before", { mode: "json" }).$type<unknown>(),
    after: text("after", { mode: "json" }).$type<unknown>().notNull(),
    summary: text("summary").notNull(),
    publishedBy: text("published_by").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("content_revisions_unit_idx").on(table.kind, table.key, table.id)],
);

/** Access to a paid course: status 'completed' grants it, a refund sets 'refunded'. */
export const coursePurchases = sqliteTable(
  "course_purchases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** One purchase per payment session, however many times it is verified. */
    providerSessionId: text("provider_session_id").unique(),
    status: text("status", { enum: ["completed", "refunded"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("course_purchases_user_idx").on(table.userId, table.courseId)],
);

/**
 * Member-portal access an admin gave by hand (someone who paid outside the site, a goodwill
 * extension), with the reason. Withdrawing keeps the row; one grant is in force at a time.
 */
export const memberAccessGrants = sqliteTable(
  "member_access_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    grantedByEmail: text("granted_by_email").notNull(),
    createdAt: createdAt(),
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
    withdrawnByEmail: text("withdrawn_by_email"),
  },
  (table) => [
    uniqueIndex("member_access_grants_in_force")
      .on(table.userId)
      .where(sql`withdrawn_at is null`),
  ],
);

/** A member for whom an admin opened every module at once, whatever the release schedule says. */
export const moduleReleaseOverrides = sqliteTable("module_release_overrides", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  openedByEmail: text("opened_by_email").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- administration

/**
 * Every change an admin makes: who (kept by e-mail too, so a deleted admin's entries still
 * say who), what, to whom, when. Never updated.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    /** Whom or what it was done to, in words (an e-mail, "booking 12"). */
    target: text("target").notNull(),
    details: text("details"),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt)],
);

// ---------------------------------------------------------------- delivery

/** Every e-mail and CRM call, written in the same transaction as what caused it. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["email", "crm", "text"] }).notNull(),
    payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** An e-mail marked as holding a secret (MailMessage.secret): the payload is cleared once it is done with. */
    secret: integer("secret", { mode: "boolean" }).notNull().default(false),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    /**
     * What a message is, for a sender that looks for its earlier copies (its subject is the
     * owner's words, so it cannot say): "existing-call", the note to a booker who asked to book again.
     */
    purpose: text("purpose", { enum: ["existing-call"] }),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_purpose_idx")
      .on(table.purpose, table.createdAt)
      .where(sql`${table.purpose} is not null`),
    // The admin's lead list finds the CRM deliveries of the leads it shows by their address.
    index("outbox_crm_email_idx")
      .on(sql`json_extract(${table.payload}, '$.body.email')`)
      .where(sql`${table.kind} = 'crm'`),
  ],
);

/** The built-in mailbox: where e-mail goes when no SMTP_URL is configured. */
export const mail = sqliteTable("mail", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  attachments: text("attachments", { mode: "json" }).$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
  /** What secret the message holds, if any (see MailSecret): its body is for its recipient only. */
  secret: text("secret", { enum: ["link", "password"] }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- abuse protection

/** rate-limiter-flexible's SQLite store; shape dictated by that library. */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: integer("expire"),
});

// ---------------------------------------------------------------- call reminders

/**
 * The reminder e-mails before a booked call: one row per booking and lead time
 * (CALL_REMINDER_HOURS), written in the transaction that books, moves or cancels the call.
 * A move gives the rows the new call's due times (a reminder already sent for the old time
 * goes out again for the new one); a cancellation withdraws them. The worker decides each
 * due one again when it is due (the call must still be scheduled and not over) and queues
 * its e-mail in the transaction that marks it sent, so it goes out at most once.
 */
export const callReminders = sqliteTable(
  "call_reminders",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    hoursBefore: integer("hours_before").notNull(),
    /** The call's start minus hoursBefore real hours (an instant: daylight saving changes nothing). */
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: ["scheduled", "sent", "withdrawn"] })
      .notNull()
      .default("scheduled"),
    /**
     * Why it was not sent: the call was cancelled or completed, or over; its time had passed
     * when the call was booked or moved (too-late); a later reminder was due too by the time
     * it was looked at (superseded); its lead time was taken out of CALL_REMINDER_HOURS.
     */
    withdrawnBecause: text("withdrawn_because", { enum: ["cancelled", "completed", "over", "too-late", "superseded", "turned-off"] }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.hoursBefore] }), index("call_reminders_due_idx").on(table.status, table.dueAt)],
);

/**
 * Each host's morning agenda: one row per host and day in the host's zone, written in the
 * transaction that queues that day's e-mail (none on a day without calls), so each host's day
 * is decided once, whatever number of processes and restarts.
 */
export const hostAgendas = sqliteTable(
  "host_agendas",
  {
    hostId: integer("host_id")
      .notNull()
      .references(() => hosts.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in the host's zone. */
    hostDate: text("host_date").notNull(),
    /** How many calls the e-mail listed (0: none was sent). */
    calls: integer("calls").notNull(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hostId, table.hostDate] })],
);

// ---------------------------------------------------------------- generated secrets

/**
 * Secrets the site made itself on its first start (the session secret, when SESSION_SECRET
 * is not set). Kept in the database so every backup and replica carries them: a site
 * restored on a new machine keeps its visitors signed in and the links it has e-mailed working.
 */
export const generatedSecrets = sqliteTable("generated_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- text messages

/**
 * The text-message consent ledger, per number (E.164): one row per event, never updated.
 * A form's ticked text box grants (with the wording shown, when and from where); a STOP reply
 * opts out, START opts back in. A number's latest event decides whether it may be texted; a
 * number with no row never is.
 */
export const textConsents = sqliteTable(
  "text_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    phone: text("phone").notNull(),
    event: text("event", { enum: ["granted", "opted-out", "opted-in"] }).notNull(),
    /** The page whose form granted it, or "reply" for a keyword texted back. */
    source: text("source").notNull(),
    consentText: text("consent_text"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("text_consents_phone_idx").on(table.phone, table.id)],
);

/**
 * Every text the site sent or decided not to send: the admin's text log and, without Twilio,
 * the built-in text outbox (status in-outbox). Queued in the transaction of its cause, with
 * its outbox delivery; the status follows the provider's status callbacks.
 */
export const textMessages = sqliteTable(
  "text_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** E.164 once normalised; as typed for a number that could not be (status skipped). */
    toPhone: text("to_phone").notNull(),
    kind: text("kind", { enum: ["confirmation", "reminder", "rebook", "webinar", "opt-out", "opt-in", "help", "test"] }).notNull(),
    body: text("body").notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    status: text("status", { enum: ["queued", "in-outbox", "accepted", "sent", "delivered", "undelivered", "failed", "skipped"] })
      .notNull()
      .default("queued"),
    /** Why it was skipped, deferred or sent early (quiet hours), or the provider's error. */
    note: text("note"),
    providerSid: text("provider_sid"),
    /** Set just before the provider is called: an attempt cut short (kill -9) is looked up there before it is made again. */
    sendingAt: integer("sending_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("text_messages_provider_sid_unique").on(table.providerSid),
    index("text_messages_to_idx").on(table.toPhone),
    index("text_messages_booking_idx").on(table.bookingId),
  ],
);

/**
 * Texts due later (a call's reminder, the book-again text, the webinar's start notice): one
 * row per cause (`key`), written in the transaction of that cause and decided again when due
 * (consent, quiet hours, the call still on), so each goes out at most once.
 */
export const scheduledTexts = sqliteTable(
  "scheduled_texts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    kind: text("kind", { enum: ["reminder", "rebook", "webinar"] }).notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    dueAt: integer("due_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: ["scheduled", "sent", "withdrawn", "skipped"] })
      .notNull()
      .default("scheduled"),
    /** What became of it: moved for quiet hours, why it was skipped or withdrawn. */
    note: text("note"),
    textMessageId: integer("text_message_id"),
  },
  (table) => [uniqueIndex("scheduled_texts_key_unique").on(table.key), index("scheduled_texts_due_idx").on(table.status, table.dueAt)],
);

/**
 * Every text received: keywords (STOP, START, HELP and their synonyms) are acted on; any other
 * reply is shown to the admin beside the lead or booking and forwarded to the host.
 */
export const textReplies = sqliteTable(
  "text_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromPhone: text("from_phone").notNull(),
    body: text("body").notNull(),
    keyword: text("keyword", { enum: ["opt-out", "opt-in", "help"] }),
    /** The provider's id of the inbound message: a webhook delivered twice is stored once. */
    providerSid: text("provider_sid").notNull(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("text_replies_provider_sid_unique").on(table.providerSid)],
);

// ---------------------------------------------------------------- pictures

/**
 * Every file the picture pipeline made (`<upload>-<width>w.avif|webp|jpg`), as bytes: the
 * database is where photos are kept, so a backup, a replica and a restore carry them; the data
 * folder's uploads/ is the copy the server serves, and start-up writes any file it lacks.
 */
export const pictureFiles = sqliteTable("picture_files", {
  name: text("name").primaryKey(),
  bytes: blob("bytes", { mode: "buffer" }).notNull(),
});

/**
 * The published photo of each picture slot (app/content/pictures.ts names the slots): the
 * upload (its files are `<upload>-<width>w.avif|webp|jpg` in picture_files), the
 * widths made of it, its shape at the largest width and its alt text. No upload: the slot shows
 * its drawing. Written only by a publish (drafts and revisions are in content_drafts and
 * content_revisions).
 */
export const pictureSlots = sqliteTable("picture_slots", {
  slot: text("slot").primaryKey(),
  upload: text("upload"),
  widths: text("widths", { mode: "json" }).$type<number[]>(),
  width: integer("width"),
  height: integer("height"),
  alt: text("alt").notNull(),
  publishedBy: text("published_by").notNull(),
  publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
});

/** The business's words as published in the studio (lib/site-texts.ts): one row per unit, its fields as JSON; a unit without a row shows its default. */
export const siteTexts = sqliteTable("site_texts", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<Record<string, string | number>>().notNull(),
  publishedBy: text("published_by").notNull(),
  publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The published offers (the plans, the bootcamp, the training without a kit): one row per
 * product id, its whole published value (name, price, inclusions, kits shipped, instalments,
 * ...; app/lib/offers.ts checks it). Written only by a publish; an offer without a row is sold
 * as app/content describes it. An order keeps what it was sold at in its own columns.
 */
export const offers = sqliteTable("offers", {
  product: text("product").primaryKey(),
  body: text("body", { mode: "json" }).$type<unknown>().notNull(),
  publishedBy: text("published_by").notNull(),
  publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The owner's business settings set in the studio (pass mark, reminder hours, ...): the value
 * as typed, checked by the setting's rule (app/lib/business-settings.ts). A setting without a
 * row takes its environment variable, else its default.
 */
export const businessSettings = sqliteTable("business_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
