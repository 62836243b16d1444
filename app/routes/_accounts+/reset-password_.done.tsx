import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { AccountCard } from "~/components/accounts/AccountCard";
import { pageTitle } from "~/lib/route-handle";

const REDIRECT_MS = 3000;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Password Updated") }];

// Without JavaScript the browser follows this header to the sign-in page after 3 seconds.
export const headers: HeadersFunction = () => ({ Refresh: `${REDIRECT_MS / 1000}; url=/auth` });

export default function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/auth"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AccountCard title="Password Updated" intro="Password updated successfully! Taking you to sign in...">
      <Link to="/auth" className="font-semibold text-brand-700 underline">
        Sign in now
      </Link>
    </AccountCard>
  );
}
