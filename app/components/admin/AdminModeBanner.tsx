/** Which admin mode the signed-in user is in: super admins change things, admins only read. */
export function AdminModeBanner({ superAdmin }: { superAdmin: boolean }) {
  return (
    <p
      data-testid="admin-mode"
      className={`rounded-lg px-4 py-2 text-sm font-semibold ${superAdmin ? "bg-red-50 text-red-900" : "bg-brand-50 text-brand-900"}`}
    >
      {superAdmin
        ? "Super Admin mode: you can change users, calls and roles."
        : "Admin mode (read only): you can see users, calls and leads and change none of them; in Courses you edit drafts, which a super admin publishes."}
    </p>
  );
}
