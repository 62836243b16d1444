import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/member/Breadcrumb";
import { ModuleCard } from "~/components/member/ModuleCard";
import { ProgressBar } from "~/components/member/ProgressBar";
import { TabLinks } from "~/components/member/TabLinks";
import { SupportPanel } from "~/components/welcome/SupportPanel";
import { requireUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { courseOverview } from "~/server/progress.server";

export const meta: MetaFunction = () => [{ title: "Your Course | Chip Repair Academy" }];

const TABS = [
  { id: "modules", label: "Course Modules" },
  { id: "coach", label: "On-demand Coach" },
  { id: "contact", label: "Contact" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The module open when the dashboard first shows (spec: only 'intro'). */
const FIRST_OPEN_MODULE = "intro";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: TabId = TABS.find((candidate) => candidate.id === requested)?.id ?? "modules";
  return { tab, course: courseOverview(user.id), contact: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE } };
}

export default function Dashboard() {
  const { tab, course, contact } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Course" }]} />
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">Your Windshield Repair Course</h1>
      <div className="mt-6">
        <TabLinks tabs={TABS} current={tab} label="Course sections" hrefFor={(id) => `/dashboard?tab=${id}`} />
      </div>
      <div className="mt-6">
        {tab === "modules" ? (
          <div className="space-y-4">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <ProgressBar label="Overall Progress" progress={course.overall} />
            </div>
            {course.modules.map((module) => (
              <ModuleCard key={module.id} module={module} open={module.id === FIRST_OPEN_MODULE} />
            ))}
          </div>
        ) : null}
        {/* The coach panel arrives with the on-demand coach; until then this tab holds nothing. */}
        {tab === "coach" ? <h2 className="sr-only">On-demand Coach</h2> : null}
        {tab === "contact" ? <SupportPanel contact={contact} /> : null}
      </div>
    </section>
  );
}
