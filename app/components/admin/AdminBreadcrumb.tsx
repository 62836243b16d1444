import { Link } from "@remix-run/react";

/** "Admin Dashboard / <page>" above an admin page's heading. */
export function AdminBreadcrumb({ page }: { page: string }) {
  return (
    <p className="text-sm">
      <Link to="/admin-dashboard" className="font-semibold text-brand-700 underline">
        Admin Dashboard
      </Link>{" "}
      / {page}
    </p>
  );
}
