/** A booked call's states, as the admin names them. */
export const BOOKING_STATUS_LABELS = { scheduled: "Scheduled", completed: "Completed", no_show: "No-show", cancelled: "Cancelled" } as const;

export type BookingStatus = keyof typeof BOOKING_STATUS_LABELS;

export const isBookingStatus = (value: unknown): value is BookingStatus => typeof value === "string" && Object.hasOwn(BOOKING_STATUS_LABELS, value);

/** The states that say how a call went: only for a call whose start has passed. */
export const OUTCOME_STATUSES: readonly BookingStatus[] = ["completed", "no_show"];
