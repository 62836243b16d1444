import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { SupportPanel } from "~/components/welcome/SupportPanel";
import { requireUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { greetingName } from "~/server/users.server";

export const meta: MetaFunction = () => [{ title: "Welcome | Chip Repair Academy" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    name: greetingName(user),
    contact: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE },
    // Without JavaScript the Contact Support card is a link to ?support=open.
    supportOpen: new URL(request.url).searchParams.get("support") === "open",
  };
}

const cardClass = "block rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm hover:border-brand-700";

export default function Welcome() {
  const { name, contact, supportOpen } = useLoaderData<typeof loader>();
  const [open, setOpen] = useState(supportOpen);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="inline-block rounded-full bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">Member's Only Area</p>
          <h1 className="mt-3 text-3xl font-extrabold text-slate-900">Welcome, {name}!</h1>
          <ul className="mt-2 flex flex-wrap gap-4 text-sm font-semibold text-green-800">
            <li>● Training Active</li>
            <li>● AI Coach Ready</li>
          </ul>
        </div>
        <Form method="post" action="/logout">
          <button type="submit" className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
            Sign Out
          </button>
        </Form>
      </div>

      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        <li>
          <Link to="/dashboard" className={cardClass}>
            <h2 className="text-lg font-bold text-slate-900">Access Course</h2>
            <p className="mt-1 text-slate-700">Your lessons, progress and curriculum.</p>
          </Link>
        </li>
        <li>
          <Link to="/business-resources" className={cardClass}>
            <h2 className="text-lg font-bold text-slate-900">Business Resources</h2>
            <p className="mt-1 text-slate-700">Templates, insurance processing and sales tools.</p>
          </Link>
        </li>
        <li>
          <Link
            to={open ? "/welcome" : "/welcome?support=open#support"}
            preventScrollReset
            aria-expanded={open}
            onClick={(event) => {
              event.preventDefault();
              setOpen(!open);
            }}
            className={cardClass}
          >
            <h2 className="text-lg font-bold text-slate-900">Contact Support</h2>
            <p className="mt-1 text-slate-700">Text, e-mail or call our team.</p>
          </Link>
        </li>
      </ul>

      {open ? (
        <div className="mt-6">
          <SupportPanel contact={contact} onClose={() => setOpen(false)} />
        </div>
      ) : null}
    </section>
  );
}
