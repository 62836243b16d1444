/**
 * The test servers' calendar: the tests book far more calls than a host's week holds, some
 * back to back, so no buffer between calls and no daily cap (those rules have tests of their own).
 */
export const ROOMY_CALENDAR = { CALL_BUFFER_MINUTES: "0", MAX_CALLS_PER_DAY: "24" };
