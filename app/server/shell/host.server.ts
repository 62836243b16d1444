// What the process hosting the built app may call: the Express server (server/index.mjs),
// `npm run create-admin` and the browser tests' fixtures, which make sessions, links and
// token hashes with these rather than a copy of the app's hashing and signing.
// entry.server re-exports it, so it is reachable as `build.entry.module.host` without
// loading app code a second way.
export { startBackgroundWork, stopBackgroundWork } from "~/server/shell/boot.server";
export { calendarFileToken, manageBookingLink } from "~/server/calls/booking-links.server";
export { offerCookieFor } from "~/server/funnel/bootcamp-offer.server";
export { previewAnswer } from "~/server/members/coach/coach.server";
export { grantMemberAccess } from "~/server/members/member-access.server";
export { cachedPage } from "~/server/shell/page-cache.server";
export { overloadShedding } from "~/server/shell/overload.server";
export { settleUploadedFiles } from "~/server/platform/picture-uploads.server";
export { hashToken } from "~/server/platform/passwords.server";
export { reportReplicationWith } from "~/server/shell/replication-status.server";
export { loggableUrl } from "~/server/platform/request-log.server";
export { isSameOriginPost } from "~/server/platform/request.server";
export { createSession } from "~/server/accounts/session.server";
export { collectDueInstalments } from "~/server/sales/instalment-charging.server";
export { refundPayment } from "~/server/sales/purchases.server";
export { serverSettings, startupSummary } from "~/server/shell/startup.server";
export { createUser, ensureSuperAdmin, makeSuperAdmin } from "~/server/accounts/users.server";
