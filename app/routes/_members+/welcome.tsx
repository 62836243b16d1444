import { pageWords, supportContact } from "~/server/platform/site-texts.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { SignOutButton } from "~/components/accounts/SignOutButton";
import { CoachChat } from "~/components/members/CoachChat";
import { CertificatePanel } from "~/components/members/CertificatePanel";
import { PlanInclusions } from "~/components/members/PlanInclusions";
import { SupportPanel } from "~/components/members/SupportPanel";
import { requireMember } from "~/server/members/member-access.server";
import { answerCoachForm, coachConversation } from "~/server/members/coach/coach.server";
import { memberCertificate } from "~/server/members/certificates.server";
import { memberPlan } from "~/server/members/member-plan.server";
import { resumeLink } from "~/server/members/progress.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { greetingName } from "~/server/accounts/users.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle: RouteHandle = { hydrate: "the coach streams its answers" };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Welcome") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  return {
    name: greetingName(user),
    coach: coachConversation(user.id),
    resume: resumeLink(user.id),
    certificate: await memberCertificate(user.id),
    plan: memberPlan(user.id),
    contact: supportContact(),
    // Without JavaScript the Contact Support card is a link to ?support=open.
    supportOpen: new URL(request.url).searchParams.get("support") === "open",
    isAdmin: user.roles.includes("admin") || user.roles.includes("super_admin"),
    words: pageWords("page.welcome"),
  };
}

// The coach chat's plain form posts (JavaScript off).
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireMember(request);
  return answerCoachForm(request, await readForm(request), user.id);
}

const cardClass = "block rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm hover:border-brand-700";

export default function Welcome() {
  const { name, contact, supportOpen, resume, certificate, coach, isAdmin, plan, words } = useLoaderData<typeof loader>();
  const coachAnswer = useActionData<typeof action>();
  const [open, setOpen] = useState(supportOpen);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="inline-block rounded-full bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">{words.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-extrabold text-slate-900">
            {words.greeting}, {name}!
          </h1>
          <ul className="mt-2 flex flex-wrap gap-4 text-sm font-semibold text-green-800">
            <li>● {words.statusTraining}</li>
            <li>● {words.statusCoach}</li>
          </ul>
        </div>
        {/* Account links on one line, the two ways to sign out together on the next. */}
        <div className="flex flex-col items-start gap-3 whitespace-nowrap sm:items-end">
          <div className="flex gap-4">
            {isAdmin ? (
              <Link to="/admin" className="font-semibold text-brand-700 underline">
                Admin
              </Link>
            ) : null}
            <Link to="/account" className="font-semibold text-brand-700 underline">
              My Account
            </Link>
          </div>
          <div className="flex items-center gap-3">
            <SignOutButton />
            <SignOutButton everywhere />
          </div>
        </div>
      </div>

      {resume ? (
        <Link
          to={resume.to}
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 hover:border-green-600"
          data-testid="resume-lesson"
        >
          <span>
            <span className="block text-sm font-semibold uppercase tracking-wide text-green-800">{words.resumeLabel}</span>
            <span className="mt-1 block text-lg font-bold text-slate-900">{resume.title}</span>
            <span className="block text-sm text-slate-700">{resume.module}</span>
          </span>
          <span className="rounded-md bg-green-700 px-4 py-2 font-semibold text-white">{resume.kind === "quiz" ? words.resumeQuiz : words.resumeLesson}</span>
        </Link>
      ) : null}

      <CertificatePanel certificate={certificate} className="mt-6" />

      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        <li>
          <Link to="/dashboard" className={cardClass}>
            <h2 className="text-lg font-bold text-slate-900">{words.courseCardTitle}</h2>
            <p className="mt-1 text-slate-700">{words.courseCardText}</p>
          </Link>
        </li>
        <li>
          <Link to="/business-resources" className={cardClass}>
            <h2 className="text-lg font-bold text-slate-900">{words.resourcesCardTitle}</h2>
            <p className="mt-1 text-slate-700">{words.resourcesCardText}</p>
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
            <h2 className="text-lg font-bold text-slate-900">{words.supportCardTitle}</h2>
            <p className="mt-1 text-slate-700">{words.supportCardText}</p>
          </Link>
        </li>
      </ul>

      {open ? (
        <div className="mt-6">
          <SupportPanel contact={contact} closeTo="/welcome" onClose={() => setOpen(false)} />
        </div>
      ) : null}
      <PlanInclusions plan={plan} className="mt-10" />
      <div className="mt-10">
        <CoachChat messages={coach} formAnswer={coachAnswer && "coach" in coachAnswer ? coachAnswer.coach : undefined} />
      </div>
    </section>
  );
}
