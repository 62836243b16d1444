import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { useLoaderData } from "@remix-run/react";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { env } from "~/server/platform/env.server";
import { mailboxMessages } from "~/server/delivery/mail.server";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Mailbox") }];

// The built-in mailbox (no SMTP_URL): what the site "sent", for super admins. A message
// holding a secret (a reset, confirmation or manage link, a temporary password) shows its
// body only to its own recipient; `npm run mailbox` on the machine reads everything.
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRole(request, "super_admin");
  return {
    superAdmin: true,
    smtp: Boolean(env.SMTP_URL),
    retentionDays: env.MAILBOX_RETENTION_DAYS,
    messages: mailboxMessages(viewer.email).map(({ createdAt, ...message }) => ({ ...message, at: formatAdminDate(createdAt) })),
  };
}

export default function Mailbox() {
  const { smtp, retentionDays, messages } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Built-in Mailbox</h1>
      <p className="mt-2 text-slate-700">
        {smtp
          ? "E-mail goes out through your SMTP server (SMTP_URL); messages below are from before it was set."
          : `No SMTP server is set (SMTP_URL), so e-mail stays here. Messages are deleted after ${retentionDays} days.`}
      </p>
      {messages.length === 0 ? <p className="mt-6 text-slate-700">No messages.</p> : null}
      <ul className="mt-6 space-y-3">
        {messages.map((message) => (
          <li key={message.id} data-testid="mail-row" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            {message.body === null ? (
              <>
                <p>
                  <span className="font-semibold text-slate-900">{message.subject}</span>{" "}
                  <span className="text-sm text-slate-600">
                    to {message.to}, {message.at}
                  </span>
                </p>
                <p className="mt-2 text-sm text-slate-700">
                  This message contains a private {message.secret}; only {message.to} can read it.
                </p>
              </>
            ) : (
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold text-slate-900">{message.subject}</span>{" "}
                  <span className="text-sm text-slate-600">
                    to {message.to}, {message.at}
                  </span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">{message.body}</pre>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
