import { Link } from "@remix-run/react";
import type { Progress } from "~/lib/curriculum";

export type MemberCertificate =
  { issued: true; serial: string; completedOn: string; revokedOn: string | null; verifyUrl: string } | { issued: false; progress: Progress; name: string };

/** The certificate of completion: its download and public check, or what is left to earn it. */
export function CertificatePanel({ certificate, className = "" }: { certificate: MemberCertificate; className?: string }) {
  return (
    <section
      aria-labelledby="certificate-heading"
      data-testid="certificate"
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}
    >
      <h2 id="certificate-heading" className="text-lg font-bold text-slate-900">
        Certificate of completion
      </h2>
      {!certificate.issued ? (
        <p className="mt-1 text-slate-700">
          Complete every lesson and pass each module's quiz to receive it ({certificate.progress.completed} of {certificate.progress.total} steps done). It will
          carry the name on your account, <strong>{certificate.name}</strong>:{" "}
          <Link to="/account" className="font-semibold text-brand-700 underline">
            change it
          </Link>{" "}
          before you finish if you need to.
        </p>
      ) : certificate.revokedOn ? (
        <p className="mt-1 text-slate-700">
          Your certificate {certificate.serial} was revoked on {certificate.revokedOn}. Please contact support.
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            Completed on {certificate.completedOn}. Certificate number <strong className="whitespace-nowrap">{certificate.serial}</strong>.
          </p>
          <p className="mt-3 flex flex-wrap gap-3">
            <a href="/certificate.pdf" download className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
              Download certificate (PDF)
            </a>
            <a href={certificate.verifyUrl} className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800">
              Public verification page
            </a>
          </p>
        </>
      )}
    </section>
  );
}
