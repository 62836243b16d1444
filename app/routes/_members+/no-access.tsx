import { pageWords, supportContact } from "~/server/platform/site-texts.server";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SignOutButton } from "~/components/accounts/SignOutButton";
import { SupportPanel } from "~/components/members/SupportPanel";
import { noAccessNext } from "~/content/member-access";
import { fullDateInZone } from "~/lib/calendar-dates";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { requireUser } from "~/server/accounts/auth.server";
import { env } from "~/server/platform/env.server";
import { formatCents } from "~/lib/money";
import { instalmentPayPath } from "~/server/sales/instalment-schedule.server";
import { hasBootcampAccess, memberAccess } from "~/server/members/member-access.server";
import { greetingName } from "~/server/accounts/users.server";

// Where the member portal sends a signed-in account that may not use it: why (nothing
// bought, a refund, a lapsed plan ...) and what to do next. /account keeps working.
export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Member Access") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const access = memberAccess(user);
  if (access.granted) throw redirect("/welcome");
  // A bootcamp buyer who bought nothing else is in the right place on their course, not told they lack a plan.
  const bootcamp = hasBootcampAccess(user.id);
  if (bootcamp && access.reason === "no-purchase") throw redirect("/course-access");
  const lapsed = access.reason === "plan-lapsed" ? access.order?.lapsed : null;
  return {
    name: greetingName(user),
    reason: access.reason,
    lapsed: lapsed
      ? {
          amount: formatCents(lapsed.amountCents),
          dueOn: fullDateInZone(lapsed.dueAt, env.HOST_TIMEZONE),
          payPath: instalmentPayPath({ id: lapsed.instalmentId, dueAt: lapsed.dueAt }),
        }
      : null,
    bootcamp,
    contact: supportContact(),
    words: pageWords("page.no-access"),
  };
}

const primaryLinkClass = "inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800";

export default function NoAccess() {
  const { name, reason, lapsed, bootcamp, contact, words } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <p className="inline-block rounded-full bg-slate-200 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-800">{words.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">
        {words.greeting}, {name}
      </h1>
      <div data-testid="no-access" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-6">
        <h2 className="text-xl font-bold text-slate-900">{words[`${reason}-title`]}</h2>
        <p className="mt-2 text-slate-800">{words[`${reason}-text`]}</p>
        {lapsed ? (
          <>
            <p className="mt-2 text-slate-800">
              The payment of {lapsed.amount} was due on {lapsed.dueOn}.
            </p>
            <a href={lapsed.payPath} className={`mt-4 ${primaryLinkClass}`}>
              Pay {lapsed.amount} now
            </a>
          </>
        ) : null}
        {noAccessNext[reason] === "pricing" ? (
          <Link to="/pricing" className={`mt-4 ${primaryLinkClass}`}>
            {words.pricingButton}
          </Link>
        ) : null}
      </div>
      {bootcamp ? (
        <div className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6">
          <h2 className="text-xl font-bold text-slate-900">{words.bootcampHeading}</h2>
          <p className="mt-1 text-slate-800">{words.bootcampText}</p>
          <Link to="/course-access" className={`mt-4 ${primaryLinkClass}`}>
            {words.bootcampButton}
          </Link>
        </div>
      ) : null}
      <div className="mt-6">
        <SupportPanel contact={contact} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link to="/account" className="font-semibold text-brand-700 underline">
          My Account
        </Link>
        <SignOutButton />
      </div>
    </section>
  );
}
