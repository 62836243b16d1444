// The live webinar's session length (/webinar's words are the studio's page.webinar).

/** A live session of the webinar, held on the schedule WEBINAR_SCHEDULE names. */
export const webinarSession = {
  /** How long a session runs: the banner says it is on until then, then counts down to the next. */
  minutes: 60,
} as const;
