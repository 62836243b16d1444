/** Where a later payment of a plan stands. */
export type InstalmentStatus = "scheduled" | "retrying" | "lapsed" | "paid" | "waived";

/** One later payment as the buyer and the admin read it. */
export type InstalmentView = { id: number; label: string; amount: string; status: InstalmentStatus; detail: string; payPath: string | null; attempts: number };

/** A later payment of a plan as the checkout announces it and a receipt lists it: "payment 2 of 2", "$997.00", "Friday, May 1, 2026". */
export type ScheduledPayment = { payment: string; amount: string; dueOn: string };
