import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { db } from "~/server/platform/db.server";
import { readForm } from "~/server/platform/request.server";
import { addressFromUnsubscribeToken, isSuppressed, unsubscribe } from "~/server/delivery/unsubscribe.server";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Unsubscribe") }, { name: "robots", content: "noindex" }];

// The unsubscribe link at the foot of every marketing e-mail and in its List-Unsubscribe
// header. Opening it only asks (mail scanners open links); the button unsubscribes. A mail
// provider's one-click post (RFC 8058: the body "List-Unsubscribe=One-Click") unsubscribes
// at once. Either way the address takes no more marketing mail; receipts, booking
// confirmations and reminders, and password e-mails still come.
function addressOf(token: string | undefined): string {
  const address = addressFromUnsubscribeToken(token ?? "");
  if (!address) throw new Response("This link is not valid or has expired.", { status: 404 });
  return address;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const address = addressOf(params.token);
  return { address, unsubscribed: isSuppressed(db, address) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const address = addressOf(params.token);
  const form = await readForm(request);
  if (form.get("List-Unsubscribe") === "One-Click") {
    unsubscribe(address, "one-click");
    return new Response("Unsubscribed.", { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  unsubscribe(address, "link");
  return redirect(new URL(request.url).pathname, 303);
}

export default function Unsubscribe() {
  const { address, unsubscribed } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{unsubscribed ? "You are unsubscribed" : "Unsubscribe"}</h1>
      {unsubscribed ? (
        <p data-testid="unsubscribed" className="mt-4 break-words text-slate-700">
          We will send no more marketing e-mails to <strong>{address}</strong>. Receipts, booking confirmations and call reminders still come, because you asked
          for those.
        </p>
      ) : (
        <>
          <p className="mt-4 break-words text-slate-700">
            Stop our marketing e-mails (reminders, training series, offers) to <strong>{address}</strong>? Receipts, booking confirmations and call reminders
            still come.
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              Unsubscribe
            </button>
          </Form>
        </>
      )}
      <p className="mt-8 text-sm text-slate-600">
        Changed your mind, or a question?{" "}
        <Link to="/" className="font-semibold text-brand-700 underline">
          Visit our site
        </Link>{" "}
        or reply to any of our e-mails.
      </p>
    </section>
  );
}
