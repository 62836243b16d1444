/** Where a later payment of a plan stands. */
export type InstalmentStatus = "scheduled" | "retrying" | "lapsed" | "paid" | "waived";

/** One later payment as the buyer and the admin read it. */
export type InstalmentView = { id: number; label: string; amount: string; status: InstalmentStatus; detail: string; payPath: string | null; attempts: number };
