/** A user's page in the admin area, and its delete confirmation. */
export const adminUserPath = (userId: string) => `/admin-dashboard/users/${userId}`;
export const adminUserDeletePath = (userId: string) => `${adminUserPath(userId)}/delete`;

/** The admin's view of every plan in instalments, and its CSV export. */
export const ADMIN_INSTALMENTS_PATH = "/admin-dashboard/instalments";

/** The checkpoint quizzes' per-question pass rates. */
export const ADMIN_QUIZZES_PATH = "/admin-dashboard/quizzes";

/** What the team still has to deliver by hand: kits to ship and the plans' other inclusions. */
export const ADMIN_FULFILMENT_PATH = "/admin-dashboard/fulfilment";

/** The course studio's screens. */
export const STUDIO_PATH = "/admin/courses";
export const studioCoursePath = (courseId: string) => `${STUDIO_PATH}/${courseId}`;
export const studioModulePath = (courseId: string, moduleId: string) => `${studioCoursePath(courseId)}/modules/${moduleId}`;
export const studioLessonPath = (courseId: string, moduleId: string, lessonId: string) => `${studioCoursePath(courseId)}/lessons/${moduleId}/${lessonId}`;
export const studioPreviewPath = (courseId: string, moduleId: string, lessonId: string) => `${studioCoursePath(courseId)}/preview/${moduleId}/${lessonId}`;
export const studioQuizPath = (courseId: string, moduleId: string) => `${studioCoursePath(courseId)}/quizzes/${moduleId}`;
export const studioHistoryPath = (courseId: string) => `${studioCoursePath(courseId)}/history`;

/** The studio's picture slots, and one slot's page. */
export const PICTURES_STUDIO_PATH = "/admin/pictures";
export const pictureSlotPath = (slot: string) => `${PICTURES_STUDIO_PATH}/${slot}`;

/** The calls studio: the hosts, and one host's hours, exceptions and calendar. */
export const HOSTS_STUDIO_PATH = "/admin/hosts";
export const hostStudioPath = (hostId: number) => `${HOSTS_STUDIO_PATH}/${hostId}`;

/** The studio's texts (the business's facts, the founder, the e-mails), one text's page, and an e-mail text's HTML preview. */
export const SITE_STUDIO_PATH = "/admin/site";
export const siteTextPath = (key: string) => `${SITE_STUDIO_PATH}/${key}`;
export const siteTextEmailPath = (key: string) => `${siteTextPath(key)}/email`;

/** The owner's business settings (super admin). */
export const SETTINGS_STUDIO_PATH = "/admin/settings";

/** The offers studio: every product's price and what it includes (super admin), and one offer's page. */
export const OFFERS_STUDIO_PATH = "/admin/offers";
export const offerStudioPath = (product: string) => `${OFFERS_STUDIO_PATH}/${product}`;
