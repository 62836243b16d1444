import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { FormField } from "~/components/ui/FormField";
import { hostStudioPath } from "~/lib/admin-paths";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { requireAdmin } from "~/server/accounts/admin.server";
import { addHost, studioHosts } from "~/server/calls/host-studio.server";
import { upcomingCallCounts } from "~/server/calls/hosts.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle } from "~/lib/route-handle";

// The calls studio's hosts: who takes strategy calls, in which zone, with how many calls
// ahead and whether a draft waits; a super admin makes another account a host.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Hosts and hours | Studio") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const calls = upcomingCallCounts(new Date());
  return {
    superAdmin,
    hosts: studioHosts().map(({ host, draftWaiting }) => ({
      id: host.id,
      name: host.schedule.displayName,
      account: host.accountEmail,
      timeZone: host.schedule.timeZone,
      takesCalls: host.schedule.takesCalls,
      upcoming: calls.get(host.id) ?? 0,
      draftWaiting,
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user, superAdmin } = await requireAdmin(request);
  if (!superAdmin) throw new Response("Only a super admin adds hosts.", { status: 403 });
  const { email } = formValues(await readForm(request), ["email"]);
  if (!/^\S+@\S+\.\S+$/.test(email.trim())) return json({ email, error: "Enter the e-mail address of the host's account." }, { status: 400 });
  const outcome = addHost(email, user);
  if ("error" in outcome) return json({ email, error: outcome.error }, { status: 400 });
  return redirectWithFlash(request, hostStudioPath(outcome.hostId), {
    type: "success",
    title: "Host added. Set their name, zone and hours, tick “Takes calls”, then publish.",
  });
}

export default function Hosts() {
  const { superAdmin, hosts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Hosts and hours</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The people who take strategy calls. Visitors see every free time of the hosts who take calls; a booked time goes to the host with the fewest calls that
        week. Open a host to change their hours, days off and rules; a super admin publishes the change.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {hosts.map((host) => (
          <li key={host.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="font-bold text-slate-900">
              <Link to={hostStudioPath(host.id)} className="text-brand-700 underline">
                {host.name}
              </Link>
            </h2>
            <p className="mt-1 break-words text-sm text-slate-700">
              {host.account ?? "No account linked"} · {host.timeZone}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {host.takesCalls ? "Takes calls" : "Not taking calls"} · {host.upcoming} call{host.upcoming === 1 ? "" : "s"} ahead
              {host.draftWaiting ? <strong className="ml-1 text-amber-800">A draft waits to be published.</strong> : null}
            </p>
          </li>
        ))}
      </ul>
      {superAdmin ? (
        <>
          <h2 className="mt-10 text-xl font-bold text-slate-900">Add a host</h2>
          <Form method="post" noValidate className="mt-4 max-w-xl space-y-4">
            <FormField
              name="email"
              type="email"
              label="The host's account e-mail"
              hint="An account of this site (create it under Users first). The new host starts with the first host's hours, not taking calls."
              defaultValue={answer?.email ?? ""}
              error={answer?.error}
              autoComplete="off"
              required
            />
            <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
              Add host
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
