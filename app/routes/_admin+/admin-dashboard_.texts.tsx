import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { FormField } from "~/components/ui/FormField";
import { privatePageHeaders } from "~/lib/private-page";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { db } from "~/server/platform/db.server";
import { twilioEnabled } from "~/server/delivery/text-messages.server";
import { optedOutNumbers, textLog } from "~/server/delivery/text-outbox.server";
import { recentReplies, simulateReply, type SimulatedReply } from "~/server/delivery/text-replies.server";
import { env } from "~/server/platform/env.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle } from "~/lib/route-handle";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Text Messages") }];

// A text's link to manage or rebook a call works for whoever holds it: the log shows where it
// points, not its key (the booker's phone has it whole).
const withoutLinkKeys = (body: string) => body.replace(/(\/(?:my-call|book-again)\/)\S+/g, "$1…");

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  return {
    superAdmin,
    twilio: twilioEnabled() ? { from: env.TWILIO_FROM ?? env.TWILIO_MESSAGING_SERVICE_SID! } : null,
    texts: textLog(db).map((text) => ({
      id: text.id,
      to: text.toPhone,
      kind: text.kind,
      status: text.status,
      note: text.note,
      body: withoutLinkKeys(text.body),
      at: formatAdminDate(text.createdAt),
    })),
    replies: recentReplies().map((reply) => ({ ...reply, receivedAt: formatAdminDate(reply.receivedAt), bookingAt: formatAdminDate(reply.bookingAt) })),
    optedOut: optedOutNumbers(db).map((row) => ({ phone: row.phone, at: formatAdminDate(row.at) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireRole(request, "super_admin");
  if (twilioEnabled()) return redirectWithFlash(request, "/admin-dashboard/texts", { type: "error", title: "Replies come from phones while Twilio is set" });
  const result = simulateReply(await readForm(request));
  if (!result.ok) return json<SimulatedReply>(result, { status: 400 });
  return redirectWithFlash(request, "/admin-dashboard/texts", { type: "success", title: `Reply handled: ${result.outcome}` });
}

const STATUS_LABELS = {
  queued: "Queued",
  "in-outbox": "In the text outbox",
  accepted: "Accepted by Twilio",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Not delivered",
  failed: "Failed",
  skipped: "Not sent",
} as const;

export default function AdminTexts() {
  const { superAdmin, twilio, texts, replies, optedOut } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const errors = refused && "errors" in refused ? refused.errors : {};
  const values = refused && "values" in refused ? refused.values : { phone: "", message: "" };
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Text messages</h1>
      <p className="mt-2 text-slate-700">
        {twilio
          ? `Texts go out through Twilio from ${twilio.from}; their status follows Twilio's delivery reports.`
          : "Twilio is not set (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM), so texts stay in this built-in text outbox."}{" "}
        Only numbers whose owner ticked the text box (or texted START) are texted.
      </p>

      <h2 className="mt-8 text-2xl font-bold text-slate-900">Text log</h2>
      {texts.length === 0 ? <p className="mt-3 text-slate-700">No texts yet.</p> : null}
      <ul className="mt-3 space-y-3">
        {texts.map((text) => (
          <li key={text.id} data-testid="text-row" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{text.to}</span>
              <span>{text.kind}</span>
              <span data-testid="text-status">{STATUS_LABELS[text.status]}</span>
              <span>{text.at}</span>
            </p>
            {text.note ? <p className="mt-1 text-sm text-amber-900">{text.note}</p> : null}
            <p className="mt-2 break-words text-slate-800">{text.body}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">Replies</h2>
      {replies.length === 0 ? <p className="mt-3 text-slate-700">No replies yet.</p> : null}
      <ul className="mt-3 space-y-3">
        {replies.map((reply) => (
          <li key={reply.id} data-testid="reply-row" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{reply.from}</span>, {reply.receivedAt}
              {reply.bookingName
                ? ` · call booked by ${reply.bookingName} for ${reply.bookingAt}`
                : reply.leadEmail
                  ? ` · lead ${reply.leadName} (${reply.leadEmail})`
                  : ""}
            </p>
            <p className="mt-2 break-words text-slate-800">{reply.body}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">Opted out</h2>
      {optedOut.length === 0 ? (
        <p className="mt-3 text-slate-700">Nobody has opted out.</p>
      ) : (
        <ul className="mt-3 list-disc pl-6 text-slate-800">
          {optedOut.map((row) => (
            <li key={row.phone} data-testid="opted-out">
              {row.phone} since {row.at}
            </li>
          ))}
        </ul>
      )}

      {!twilio && superAdmin ? (
        <>
          <h2 className="mt-10 text-2xl font-bold text-slate-900">Reply as a phone</h2>
          <p className="mt-2 text-slate-700">Try what a reply does before Twilio is set: STOP, HELP, or any message, as if that number had sent it.</p>
          <Form method="post" className="mt-3 grid gap-4 sm:max-w-md">
            <FormField name="phone" label="From number" type="tel" defaultValue={values.phone} error={errors.phone} />
            <FormField name="message" label="Reply" type="text" defaultValue={values.message} error={errors.message} />
            <button type="submit" className="justify-self-start rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
              Send reply
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
