/** An e-mail address as it is stored and compared: without surrounding spaces, in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
