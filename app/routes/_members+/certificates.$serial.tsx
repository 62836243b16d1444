import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFoundBoundary } from "~/components/ui/NotFoundBoundary";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { verifyCertificate } from "~/server/members/certificates.server";
import { companyFacts } from "~/server/platform/site-texts.server";

// Anyone (a customer, an insurer, a shop owner) checks a certificate of completion here by its
// serial: the name, the course and the date, nothing else; or that it was revoked, or that
// there is no such certificate. No cache keeps it, so a revocation shows at once.
export const handle = htmlOnlyPage;

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Certificate Check") }, { name: "robots", content: "noindex" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const certificate = verifyCertificate(params.serial ?? "");
  if (!certificate) throw json("No such certificate", { status: 404, headers: { "Cache-Control": "no-store" } });
  return json({ ...certificate, issuer: companyFacts().name }, { headers: { "Cache-Control": "no-store" } });
}

export default function CertificateCheck() {
  const certificate = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-sm font-bold uppercase tracking-wide text-slate-600">Certificate check</p>
      {certificate.revokedOn ? (
        <div className="mt-3 rounded-2xl border border-red-300 bg-red-50 p-6" data-testid="certificate-revoked">
          <h1 className="text-2xl font-extrabold text-red-900">This certificate was revoked</h1>
          <p className="mt-2 text-red-900">
            Certificate {certificate.serial} was revoked on {certificate.revokedOn}. It no longer shows that its holder completed the course.
          </p>
        </div>
      ) : (
        <div className="mt-3 rounded-2xl border border-green-300 bg-green-50 p-6" data-testid="certificate-valid">
          <h1 className="text-2xl font-extrabold text-green-900">This certificate is genuine</h1>
          <dl className="mt-4 space-y-2 text-slate-900">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Name</dt>
              <dd className="text-lg font-bold [overflow-wrap:anywhere]">{certificate.name}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Course</dt>
              <dd>
                {certificate.course}, {certificate.issuer}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Completed</dt>
              <dd>{certificate.completedOn}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Certificate number</dt>
              <dd>{certificate.serial}</dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary title="No such certificate" back={{ to: "/", label: "Back to the home page" }}>
      No certificate has this number. Check it against the certificate: it looks like CRA-XXXX-XXXX-XXXX-XXXX.
    </NotFoundBoundary>
  );
}
