import { pageWords, supportContact } from "~/server/platform/site-texts.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CoachChat } from "~/components/members/CoachChat";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { CourseSearch } from "~/components/members/CourseSearch";
import { ModuleCard } from "~/components/members/ModuleCard";
import { ProgressBar } from "~/components/members/ProgressBar";
import { TabLinks } from "~/components/members/TabLinks";
import { SupportPanel } from "~/components/members/SupportPanel";
import { requireMember } from "~/server/members/member-access.server";
import { searchCourse } from "~/server/members/coach/coach-index.server";
import { answerCoachForm, coachConversation } from "~/server/members/coach/coach.server";
import { courseOverview } from "~/server/members/progress.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";
import { pageData } from "~/server/platform/page-data.server";

export const handle: RouteHandle = { hydrate: "the coach streams its answers; lessons are marked complete in place" };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Your Course") }];

/** The dashboard's tabs; their labels are the owner's words (page.dashboard: modulesTab, coachTab, contactTab). */
const TABS = ["modules", "coach", "contact"] as const;
type TabId = (typeof TABS)[number];

/** Only 'intro' is open when the dashboard first shows; every other module starts closed. */
const FIRST_OPEN_MODULE = "intro";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab");
  const tab: TabId = TABS.find((candidate) => candidate === requested) ?? "modules";
  const query = url.searchParams.get("q")?.trim() ?? "";
  return pageData({
    tab,
    course: courseOverview(user.id, user.release),
    search: query ? { query, results: searchCourse(query) } : null,
    coach: tab === "coach" ? coachConversation(user.id) : [],
    contact: supportContact(),
    words: pageWords("page.dashboard"),
  });
}

// The coach chat's plain form posts (JavaScript off), on the On-demand Coach tab.
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireMember(request);
  return answerCoachForm(request, await readForm(request), user.id);
}

export default function Dashboard() {
  const { tab, course, search, coach, contact, words } = useLoaderData<typeof loader>();
  const tabs = TABS.map((id) => ({ id, label: words[`${id}Tab`] ?? "" }));
  const coachAnswer = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Course" }]} />
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{words.heading}</h1>
      <CourseSearch search={search} />
      <div className="mt-6">
        <TabLinks id="course-sections" tabs={tabs} current={tab} label="Course sections" hrefFor={(id) => `/dashboard?tab=${id}`} />
      </div>
      <div className="mt-6">
        {tab === "modules" ? (
          <div className="space-y-4">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <ProgressBar label={words.progressLabel ?? ""} progress={course.overall} />
            </div>
            {course.modules.map((module) => (
              <ModuleCard key={module.id} module={module} open={module.id === FIRST_OPEN_MODULE} />
            ))}
          </div>
        ) : null}
        {tab === "coach" ? <CoachChat messages={coach} formAnswer={coachAnswer && "coach" in coachAnswer ? coachAnswer.coach : undefined} /> : null}
        {tab === "contact" ? <SupportPanel contact={contact} /> : null}
      </div>
    </section>
  );
}
