// Every e-mail builder of the site, from the domain modules that hold them, as one object.
// Imported on demand: the modules read the environment when they load, after a test sets it.

const loadBuilders = async () => ({
  ...(await import("~/server/funnel/funnel-emails.server")),
  ...(await import("~/server/calls/call-emails.server")),
  ...(await import("~/server/sales/sales-emails.server")),
  ...(await import("~/server/accounts/account-emails.server")),
  ...(await import("~/server/members/member-emails.server")),
});

export type Emails = Awaited<ReturnType<typeof loadBuilders>>;

export const emailBuilders = loadBuilders;
