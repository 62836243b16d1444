import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { InstalmentList } from "~/components/sales/InstalmentList";
import { ParcelAddress } from "~/components/sales/ParcelAddress";
import { FormField } from "~/components/ui/FormField";
import { formatCents } from "~/lib/money";
import { orderNumber } from "~/lib/order-number";
import { accessGrantSchema } from "~/lib/admin-forms";
import { ADMIN_INSTALMENTS_PATH, ADMIN_QUIZZES_PATH, adminUserPath, adminUserDeletePath } from "~/lib/admin-paths";
import { ACCESS_NOTE_MAX_LENGTH } from "~/lib/field-limits";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { adminUserDetail, ordersCount } from "~/server/accounts/admin-users.server";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { describeInclusion } from "~/server/sales/inclusion-words.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { withInstalmentViews } from "~/server/sales/instalment-admin.server";
import { certificateOf, revokeCertificate, verificationLink } from "~/server/members/certificates.server";
import { db } from "~/server/platform/db.server";
import { courseProgress } from "~/server/members/progress.server";
import { memberAttempts, quizFor } from "~/server/members/quizzes.server";
import {
  accessOverview,
  allModulesOpened,
  grantMemberAccess,
  memberAccessSummary,
  openAllModules,
  withdrawMemberAccess,
} from "~/server/members/member-access.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { coachingOverview } from "~/server/members/coaching.server";
import { setBookingStatus } from "~/server/calls/admin-bookings.server";
import { grantCoachingSessions } from "~/server/members/coaching-allowance.server";
import { COACHING_GRANT_MAX_SESSIONS, COACHING_GRANT_REASON_MAX_LENGTH, coachingGrantSchema } from "~/lib/coaching-form";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "User Details") }];

// A user's detail as a page of its own (what the dashboard's toast shows when JavaScript is
// on), with their member access and why, their orders (each with what it paid and what it
// was sold with), and a super admin's overrides.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const user = adminUserDetail(params.userId ?? "");
  if (!user) throw new Response("That user no longer exists.", { status: 404 });
  const access = accessOverview(user);
  return {
    superAdmin,
    user: {
      id: user.id,
      email: user.email,
      rows: [
        ["Name", [user.firstName, user.lastName].filter(Boolean).join(" ") || "—"],
        ["Display name", user.displayName ?? "—"],
        ["Roles", user.roles.join(", ")],
        ["Created", formatAdminDate(user.createdAt)],
        ["E-mail confirmed", formatAdminDate(user.emailConfirmedAt) ?? "Not confirmed"],
        ["Last sign-in", formatAdminDate(user.lastSignInAt) ?? "Never"],
        ["Orders", ordersCount(user)],
        ["Total spent", formatCents(user.totalSpentCents)],
      ] as const,
    },
    course: {
      progress: courseProgress(user.id),
      allModulesOpened: allModulesOpened(user.id),
      certificate: certificateView(user.id),
      attempts: memberAttempts(user.id).map((attempt) => ({
        id: attempt.id,
        quiz: quizFor(attempt.moduleId)?.title ?? attempt.moduleId,
        attempt: attempt.attempt,
        score: `${attempt.scorePercent}% (${attempt.correct}/${attempt.questionCount})`,
        passed: attempt.passed,
        at: formatAdminDate(attempt.submittedAt),
      })),
    },
    coaching: coachingOverview(user.id),
    portal: memberAccessSummary(access.portal),
    portalGranted: access.portal.granted,
    bootcamp: access.bootcamp,
    grant: access.grant ? { note: access.grant.note, by: access.grant.grantedByEmail, at: formatAdminDate(access.grant.createdAt) } : null,
    orders: withInstalmentViews(access.orders).map((order) => ({
      id: order.id,
      number: orderNumber(order.id),
      productName: order.productName,
      amount: formatCents(order.amountCents),
      test: order.provider === "test",
      status: order.status,
      date: formatAdminDate(order.paidAt ?? order.createdAt),
      refundedAt: formatAdminDate(order.refundedAt),
      instalments: order.instalments,
      shipment: order.shipment,
      inclusions: order.inclusions.map(describeInclusion),
    })),
  };
}

function certificateView(userId: string) {
  const certificate = certificateOf(db, userId);
  if (!certificate) return null;
  return {
    serial: certificate.serial,
    name: certificate.name,
    issuedAt: formatAdminDate(certificate.createdAt),
    revokedAt: formatAdminDate(certificate.revokedAt),
    verifyUrl: verificationLink(certificate.serial),
  };
}

type GrantAnswer = { values: { note: string }; errors: Partial<Record<"note", string>> };
type CoachingGrantAnswer = { coachingGrant: { values: { sessions: string; reason: string }; errors: Partial<Record<"sessions" | "reason", string>> } };

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const form = await readForm(request);
  const intent = form.get("intent");
  const userId = params.userId ?? "";
  const here = adminUserPath(userId);
  switch (intent) {
    case "add-coaching-sessions": {
      const values = formValues(form, ["sessions", "reason"]);
      const parsed = coachingGrantSchema.safeParse(values);
      if (!parsed.success)
        return json<CoachingGrantAnswer>(
          { coachingGrant: { values, errors: firstErrorPerField<"sessions" | "reason">(parsed.error.issues) } },
          { status: 400 },
        );
      const result = grantCoachingSessions(actor, userId, parsed.data.sessions, parsed.data.reason);
      return redirectWithFlash(
        request,
        here,
        result.ok
          ? {
              type: "success",
              title: `${parsed.data.sessions} coaching ${parsed.data.sessions === 1 ? "session" : "sessions"} added`,
              description: result.email,
            }
          : { type: "error", title: `Could not add sessions: ${result.reason}` },
      );
    }
    case "session-status": {
      // A coaching session of this member whose start has passed: held or missed (both stay used).
      const status = form.get("status");
      const bookingId = Number(form.get("bookingId"));
      const session = coachingOverview(userId).sessions.find((candidate) => candidate.id === bookingId);
      if (!session || (status !== "completed" && status !== "no_show"))
        return redirectWithFlash(request, here, { type: "error", title: "Could not change the session", description: "Use one of the session's buttons." });
      const result = setBookingStatus(actor, bookingId, status);
      return redirectWithFlash(
        request,
        here,
        result.ok
          ? { type: "success", title: `Session marked ${status === "completed" ? "held" : "missed"}` }
          : { type: "error", title: "Could not change the session", description: result.reason },
      );
    }
    case "grant-access": {
      const values = formValues(form, ["note"]);
      const parsed = accessGrantSchema.safeParse(values);
      if (!parsed.success) return json<GrantAnswer>({ values, errors: firstErrorPerField<"note">(parsed.error.issues) }, { status: 400 });
      const result = grantMemberAccess(actor, userId, parsed.data.note);
      return redirectWithFlash(
        request,
        here,
        result.ok
          ? { type: "success", title: "Access granted", description: result.email }
          : { type: "error", title: `Could not grant access: ${result.reason}` },
      );
    }
    case "withdraw-access": {
      const result = withdrawMemberAccess(actor, userId);
      return redirectWithFlash(
        request,
        here,
        result.ok
          ? { type: "success", title: "Access withdrawn", description: result.email }
          : { type: "error", title: `Could not withdraw access: ${result.reason}` },
      );
    }
    case "open-all-modules": {
      const result = openAllModules(actor, userId);
      return redirectWithFlash(
        request,
        here,
        result.ok
          ? { type: "success", title: "Every module is open to this member", description: result.email }
          : { type: "error", title: `Could not open the modules: ${result.reason}` },
      );
    }
    case "revoke-certificate": {
      const revoked = revokeCertificate(actor, userId);
      return redirectWithFlash(
        request,
        here,
        revoked ? { type: "success", title: "Certificate revoked" } : { type: "error", title: "There is no valid certificate to revoke" },
      );
    }
    default:
      return redirectWithFlash(request, here, { type: "error", title: "Nothing was changed", description: "Use one of the buttons on this page." });
  }
}

const sectionClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
const buttonClass = "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60";
const quietButtonClass = "rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 disabled:opacity-60";

export default function AdminUserDetail() {
  const { superAdmin, user, course, coaching, portal, portalGranted, bootcamp, grant, orders } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const answer = answered && "values" in answered ? answered : undefined;
  const coachingAnswer = answered && "coachingGrant" in answered ? answered.coachingGrant : undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/admin-dashboard" className="font-semibold text-brand-700 underline">
        Back to the dashboard
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold text-slate-900">{user.email}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {user.rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="access-heading" className={sectionClass}>
        <h2 id="access-heading" className="text-xl font-bold text-slate-900">
          Member access
        </h2>
        <p data-testid="member-access" className={`mt-2 font-semibold ${portalGranted ? "text-green-800" : "text-red-800"}`}>
          {portal}
        </p>
        <p className="mt-1 text-slate-700">Bootcamp course area: {bootcamp ? "open (bought)" : "closed"}</p>
        {grant ? (
          <div data-testid="access-grant" className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-800">
            <p>
              Granted by hand by {grant.by} on {grant.at}: {grant.note}
            </p>
            {superAdmin ? (
              <Form method="post" className="mt-3">
                <button type="submit" name="intent" value="withdraw-access" disabled={busy} className={quietButtonClass}>
                  Withdraw access granted by hand
                </button>
              </Form>
            ) : null}
          </div>
        ) : superAdmin ? (
          <Form method="post" noValidate className="mt-4 space-y-3">
            <FormField
              name="note"
              label="Why this account gets access"
              hint="Shown here and written to the audit log, e.g. paid by bank transfer."
              required
              maxLength={ACCESS_NOTE_MAX_LENGTH}
              autoComplete="off"
              defaultValue={answer?.values.note}
              error={answer?.errors.note}
            />
            <button type="submit" name="intent" value="grant-access" disabled={busy} className={buttonClass}>
              Grant access
            </button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="course-heading" className={sectionClass}>
        <h2 id="course-heading" className="text-xl font-bold text-slate-900">
          Course
        </h2>
        <p className="mt-2 text-slate-700" data-testid="course-progress">
          {course.progress.completed}/{course.progress.total} steps · {course.progress.percent}%
        </p>
        {course.allModulesOpened ? (
          <p className="mt-2 text-slate-700" data-testid="all-modules-opened">
            Every module is open to this member, whatever the release schedule says.
          </p>
        ) : superAdmin ? (
          <Form method="post" className="mt-2">
            <p className="text-slate-700">Modules on a release schedule open days after a member&apos;s access began, or on a date.</p>
            <button type="submit" name="intent" value="open-all-modules" disabled={busy} className={quietButtonClass}>
              Open every module now
            </button>
          </Form>
        ) : null}
        <div className="mt-2 text-slate-800" data-testid="admin-certificate">
          {course.certificate ? (
            <>
              <p>
                Certificate{" "}
                <a href={course.certificate.verifyUrl} className="font-semibold text-brand-700 underline">
                  {course.certificate.serial}
                </a>{" "}
                issued {course.certificate.issuedAt} to {course.certificate.name}
                {course.certificate.revokedAt ? <strong className="text-red-800"> · revoked {course.certificate.revokedAt}</strong> : null}
              </p>
              {superAdmin && !course.certificate.revokedAt ? (
                <Form method="post" className="mt-2">
                  <button
                    type="submit"
                    name="intent"
                    value="revoke-certificate"
                    className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800"
                  >
                    Revoke certificate
                  </button>
                </Form>
              ) : null}
            </>
          ) : (
            <p>No certificate yet (issued when every lesson is complete and every quiz passed).</p>
          )}
        </div>
        {course.attempts.length === 0 ? (
          <p className="mt-2 text-slate-700">No quiz attempts.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Quiz attempts">
            {course.attempts.map((attempt) => (
              <li key={attempt.id} data-testid="quiz-attempt" className="py-2">
                <span className="font-semibold text-slate-900">{attempt.quiz}</span> · attempt {attempt.attempt} · {attempt.score} ·{" "}
                {attempt.passed ? <span className="font-semibold text-green-800">passed</span> : "not passed"} · {attempt.at}
              </li>
            ))}
          </ul>
        )}
        <Link to={ADMIN_QUIZZES_PATH} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          Every quiz's pass rates
        </Link>
      </section>

      <section aria-labelledby="coaching-heading" className={sectionClass}>
        <h2 id="coaching-heading" className="text-xl font-bold text-slate-900">
          Coaching sessions
        </h2>
        <p data-testid="admin-coaching-count" className="mt-2 text-slate-800">
          {coaching.used} of {coaching.allowance} sessions used · {coaching.left} left
          {coaching.over ? ` (the plan includes coaching over ${coaching.over})` : " (the plan includes no coaching)"}
        </p>
        {coaching.sessions.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Coaching sessions">
            {coaching.sessions.map((session) => (
              <li key={session.id} data-testid="admin-coaching-session" className="py-2 [overflow-wrap:anywhere]">
                {session.when} · {session.status.replace("_", "-")}
                {session.host ? ` · with ${session.host}` : ""}
                {superAdmin && session.status === "scheduled" && !session.upcoming ? (
                  <Form method="post" className="mt-1 flex gap-2">
                    <input type="hidden" name="bookingId" value={session.id} />
                    <input type="hidden" name="intent" value="session-status" />
                    <button type="submit" name="status" value="completed" disabled={busy} className={quietButtonClass}>
                      Mark held
                    </button>
                    <button type="submit" name="status" value="no_show" disabled={busy} className={quietButtonClass}>
                      Mark missed
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {coaching.grants.length > 0 ? (
          <ul className="mt-2 text-sm text-slate-700" aria-label="Sessions added">
            {coaching.grants.map((added) => (
              <li key={added.id} data-testid="admin-coaching-grant" className="[overflow-wrap:anywhere]">
                +{added.sessions} by {added.by ?? "a removed account"} on {added.createdAt}: {added.reason}
              </li>
            ))}
          </ul>
        ) : null}
        {superAdmin ? (
          // Keyed by the additions so far: once one is made, the form starts empty again.
          <Form key={coaching.grants.length} method="post" noValidate className="mt-4 space-y-3">
            <FormField
              name="sessions"
              label="Sessions to add"
              type="number"
              inputMode="numeric"
              min={1}
              max={COACHING_GRANT_MAX_SESSIONS}
              required
              autoComplete="off"
              defaultValue={coachingAnswer?.values.sessions}
              error={coachingAnswer?.errors.sessions}
            />
            <FormField
              name="reason"
              label="Why these sessions"
              hint="Written to the audit log, e.g. a make-up for a session the coach missed."
              required
              maxLength={COACHING_GRANT_REASON_MAX_LENGTH}
              autoComplete="off"
              defaultValue={coachingAnswer?.values.reason}
              error={coachingAnswer?.errors.reason}
            />
            <button type="submit" name="intent" value="add-coaching-sessions" disabled={busy} className={buttonClass}>
              Add sessions
            </button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="orders-heading" className={sectionClass}>
        <h2 id="orders-heading" className="text-xl font-bold text-slate-900">
          Orders
        </h2>
        {orders.length === 0 ? (
          <p className="mt-2 text-slate-700">No orders.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {orders.map((order) => (
              <li key={order.id} data-testid="order-row" className="py-3">
                <p className="font-semibold text-slate-900">
                  {order.productName} · {order.amount} · {order.status}
                  {order.test ? (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900" title="Test-mode checkout: no money was taken">
                      TEST
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  {order.date} · order {order.number}
                  {order.refundedAt ? ` · refunded ${order.refundedAt}` : ""}
                </p>
                {order.inclusions.length > 0 ? (
                  <p data-testid="order-inclusions" className="text-sm text-slate-700">
                    Sold with: {order.inclusions.join("; ")}
                  </p>
                ) : null}
                {order.shipment ? (
                  <div data-testid="order-shipment" className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                    <p className="font-semibold">Ship {order.shipment.kits} to:</p>
                    <ParcelAddress shipment={order.shipment} />
                    <p className="mt-1">Courier phone: {order.shipment.phone}</p>
                  </div>
                ) : null}
                {order.instalments.length > 0 ? (
                  <>
                    <InstalmentList instalments={order.instalments} payLinks={false} />
                    <Link to={ADMIN_INSTALMENTS_PATH} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                      Instalments: charge now, record as paid, waive
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {superAdmin ? (
        <Link to={adminUserDeletePath(user.id)} className="mt-6 inline-block rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800">
          Delete this user
        </Link>
      ) : null}
    </section>
  );
}
