import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { mainNavigation } from "~/lib/navigation";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`;

export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800" aria-label="Chip Repair Academy home">
          <Logo />
          <span className="whitespace-nowrap">Chip Repair Academy</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center md:flex">
          {mainNavigation.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/"} prefetch="intent" className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountLink signedIn={signedIn} className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700" />
          <Link to="/booking-landing" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            Get Started
          </Link>
        </div>
        <MobileMenu signedIn={signedIn} />
      </div>
    </header>
  );
}

/** A <details> drawer: opens and closes without JavaScript; with it, closes when a link is chosen. */
function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  return (
    <details ref={menu} className="group md:hidden" data-testid="mobile-menu">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">☰</span> Menu
      </summary>
      {/* Opens right under the header, whatever its height. */}
      <div className="absolute inset-x-0 top-full z-40 flex h-[100dvh] justify-end bg-slate-900/40">
        <nav aria-label="Mobile" className="flex h-full w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl">
          {mainNavigation.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/"} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          <hr className="my-2 border-slate-200" />
          <AccountLink signedIn={signedIn} className="rounded px-3 py-2 text-sm font-medium text-slate-700" />
          <Link to="/booking-landing" className="mt-2 rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white">
            Get Started
          </Link>
        </nav>
      </div>
    </details>
  );
}

/** Sign In for visitors; members go straight to their account. */
function AccountLink({ signedIn, className }: { signedIn: boolean; className: string }) {
  return (
    <Link to={signedIn ? "/account" : "/auth"} className={className}>
      {signedIn ? "My Account" : "Sign In"}
    </Link>
  );
}

function Logo() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="shrink-0">
      <path d="M4 24 C8 8, 24 8, 28 24 Z" fill="#1e40af" />
      <path d="M16 13 l2 4 -2 2 2 3" stroke="#fbbf24" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
