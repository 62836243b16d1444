import { redirect } from "@remix-run/node";
import type { ToastMessage } from "~/lib/toast";
import { currentUser, returnHere } from "~/server/accounts/auth.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { hasBootcampAccess } from "~/server/members/member-access.server";

// The bootcamp course area's guards, and the message each refusal shows.

const AUTHENTICATION_REQUIRED: ToastMessage = { type: "error", title: "Authentication Required", description: "Please sign in to access your course." };
export const ACCESS_DENIED: ToastMessage = { type: "error", title: "Access Denied", description: "You haven't purchased this course yet." };
export const LESSON_LOAD_FAILED: ToastMessage = { type: "error", title: "Error", description: "Failed to load lesson content." };

/** The signed-in member, or /login (back here afterwards) with 'Authentication Required'. */
export async function requireCourseMember(request: Request) {
  const user = await currentUser(request);
  const here = returnHere(request);
  if (!user) throw await redirectWithFlash(request, `/login?${here}`, AUTHENTICATION_REQUIRED);
  // A new buyer's first stop: their own password, then straight back to the course.
  if (user.needsPasswordChange) throw redirect(`/change-password?${here}`);
  return user;
}

/** A member who bought the bootcamp, or /bootcamp with 'Access Denied'. */
export async function requireBootcampBuyer(request: Request) {
  const user = await requireCourseMember(request);
  if (!hasBootcampAccess(user.id)) throw await redirectWithFlash(request, "/bootcamp", ACCESS_DENIED);
  return user;
}
