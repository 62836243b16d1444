import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LogoMark } from "~/components/ui/LogoMark";
import { isMemberArea, mainNavigation, memberNavigation } from "~/lib/navigation";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`;

type Menu = { label: "Main" | "Member"; items: readonly { to: string; label: string }[] };

/**
 * The site's header. A signed-in member on their own pages gets the member menu; elsewhere
 * the public one, where a member's button leads to their member area instead of Get Started.
 */
export function SiteHeader({ signedIn, businessName }: { signedIn: boolean; businessName: string }) {
  const location = useLocation();
  const menu: Menu = signedIn && isMemberArea(location.pathname) ? { label: "Member", items: memberNavigation } : { label: "Main", items: mainNavigation };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800" aria-label={`${businessName} home`}>
          <LogoMark />
          <span className="whitespace-nowrap">{businessName}</span>
        </Link>
        <nav aria-label={menu.label} className="hidden items-center md:flex">
          <MenuLinks items={menu.items} />
        </nav>
        {menu.label === "Main" ? (
          <div className="hidden items-center gap-2 md:flex">
            <AccountLinks signedIn={signedIn} />
          </div>
        ) : null}
        <MobileMenu menu={menu} signedIn={signedIn} locationKey={location.key} />
      </div>
    </header>
  );
}

function MenuLinks({ items }: { items: Menu["items"] }) {
  return items.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.to === "/"} prefetch="intent" className={navLinkClass}>
      {item.label}
    </NavLink>
  ));
}

/** Sign In and Get Started for visitors; a member goes to their account and their member area. */
function AccountLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <Link to={signedIn ? "/account" : "/auth"} className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700">
        {signedIn ? "My Account" : "Sign In"}
      </Link>
      <Link
        to={signedIn ? "/welcome" : "/booking-landing"}
        className="rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
      >
        {signedIn ? "Member Area" : "Get Started"}
      </Link>
    </>
  );
}

/** A <details> drawer: opens and closes without JavaScript; with it, closes when a link is chosen. */
function MobileMenu({ menu, signedIn, locationKey }: { menu: Menu; signedIn: boolean; locationKey: string }) {
  const drawer = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [locationKey]);

  return (
    <details ref={drawer} className="group md:hidden" data-testid="mobile-menu">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">☰</span> Menu
      </summary>
      {/* Opens right under the header, whatever its height. */}
      <div className="absolute inset-x-0 top-full z-40 flex h-[100dvh] justify-end bg-slate-900/40">
        <nav aria-label="Mobile" className="flex h-full w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl">
          <MenuLinks items={menu.items} />
          {menu.label === "Main" ? (
            <>
              <hr className="my-2 border-slate-200" />
              <AccountLinks signedIn={signedIn} />
            </>
          ) : null}
        </nav>
      </div>
    </details>
  );
}
