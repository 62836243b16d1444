import type { ReplicationView } from "~/lib/replication-view";

/** Where the database is copied off this machine, and whether the copy works. */
export function ReplicationCard({ replication }: { replication: ReplicationView }) {
  if (!replication.on) {
    return replication.warning ? (
      <p role="alert" data-testid="replication-off" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        {replication.warning}
      </p>
    ) : (
      <p data-testid="replication-off" className="text-sm text-slate-600">
        Replication is off (set REPLICA_URL to stream the database to another machine).
      </p>
    );
  }
  const rows: [string, string | number][] = [
    ["Replica", replication.where],
    ["Litestream", replication.running ? "running" : "not running, restarting"],
    ["Last sync", replication.lastSync],
    ["Lag", replication.lag],
    ["Last error", replication.lastError],
    ["Restarts since start-up", replication.restarts],
    ["Last restore test", replication.lastRestoreTest],
  ];
  return (
    <dl
      data-testid="replication"
      className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[max-content_1fr]"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className={`break-words text-slate-900 ${label === "Last restore test" && replication.restoreTestFailed ? "font-semibold text-red-700" : ""}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
