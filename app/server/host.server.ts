// What the process hosting the built app may call: the Express server (server/index.mjs),
// `npm run create-admin` and the browser tests' fixtures, which make sessions, links and
// token hashes with these rather than a copy of the app's hashing and signing.
// entry.server re-exports it, so it is reachable as `build.entry.module.host` without
// loading app code a second way.
export { startBackgroundWork, stopBackgroundWork } from "./boot.server";
export { calendarFileToken, manageBookingLink } from "./booking-links.server";
export { offerCookieFor } from "./bootcamp-offer.server";
export { previewAnswer } from "./coach.server";
export { grantMemberAccess } from "./member-access.server";
export { cachedPage } from "./page-cache.server";
export { hashToken } from "./passwords.server";
export { overloadShedding } from "~/server/shell/overload.server";
export { reportReplicationWith } from "./replication-status.server";
export { loggableUrl } from "./request-log.server";
export { isSameOriginPost } from "./request.server";
export { createSession } from "./session.server";
export { collectDueInstalments } from "./instalments.server";
export { refundPayment } from "./purchases.server";
export { serverSettings, startupSummary } from "./startup.server";
export { createUser, ensureSuperAdmin, makeSuperAdmin } from "./users.server";
