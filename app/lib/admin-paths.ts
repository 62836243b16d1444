/** A user's page in the admin area, and its delete confirmation. */
export const adminUserPath = (userId: string) => `/admin-dashboard/users/${userId}`;
export const adminUserDeletePath = (userId: string) => `${adminUserPath(userId)}/delete`;

/** The admin's view of every plan in instalments, and its CSV export. */
export const ADMIN_INSTALMENTS_PATH = "/admin-dashboard/instalments";

/** The checkpoint quizzes' per-question pass rates. */
export const ADMIN_QUIZZES_PATH = "/admin-dashboard/quizzes";

/** What the team still has to deliver by hand: kits to ship and the plans' other inclusions. */
export const ADMIN_FULFILMENT_PATH = "/admin-dashboard/fulfilment";

/** The studio's picture slots, and one slot's page. */
export const PICTURES_STUDIO_PATH = "/admin/pictures";
export const pictureSlotPath = (slot: string) => `${PICTURES_STUDIO_PATH}/${slot}`;
