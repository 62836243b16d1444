import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { studioCard } from "~/components/admin/studio/StudioParts";
import { studioCoursePath } from "~/lib/admin-paths";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/server/accounts/admin.server";
import { studioCourses } from "~/server/members/course-studio.server";

export const handle: RouteHandle = { ...adminPage, hydrate: false };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Courses | Admin") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  return { superAdmin, courses: studioCourses() };
}

export default function StudioCourses() {
  const { courses, superAdmin } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Courses</h1>
      <p className="mt-2 text-slate-700">
        Edit modules, lessons and quizzes. Edits are drafts that only staff see until {superAdmin ? "you publish" : "a super admin publishes"} them.
      </p>
      <ul className="mt-6 grid gap-4">
        {courses.map((course) => (
          <li key={course.id}>
            <Link to={studioCoursePath(course.id)} className={`block hover:border-brand-700 ${studioCard}`} data-testid="studio-course">
              <span className="text-lg font-bold text-slate-900">{course.title}</span>
              <span className="mt-1 block text-sm text-slate-700">
                {course.modules} modules ·{" "}
                <span data-testid="unpublished-count">
                  {course.unpublished === 0
                    ? "everything is published"
                    : `${course.unpublished} unpublished ${course.unpublished === 1 ? "change" : "changes"}`}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
