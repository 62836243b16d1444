import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { BOOK_CALL_ROOM, BookCallButton } from "~/components/layout/BookCallButton";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { NotFound } from "~/components/ui/NotFound";
import { PublishedPhotosContext } from "~/components/ui/published-photos";
import { OffersContext } from "~/components/sales/OffersContext";
import { FiguresContext } from "~/components/ui/FiguresContext";
import { FlashNotice, ToastRegion } from "~/components/ui/Toasts";
import { useNonce } from "~/components/ui/nonce";
import { company } from "~/content/company";
import { usePageHeadingAfterNavigation } from "~/lib/heading-focus";
import { showsBookCallButton } from "~/lib/navigation";
import { pageHydrates, pageLayout } from "~/lib/route-handle";
import { skipRevalidationAfterSave } from "~/lib/survey-saves";
import { siteLayoutData } from "~/server/shell/site-layout.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.contact.name ?? company.name} | Start Your Mobile Windshield Repair Business` },
  {
    name: "description",
    content: "Training, professional tool kits and coaching to start a mobile windshield chip-repair business.",
  },
];

// One server module for the layout: each `.server` import is an empty chunk in the browser.
export const loader = ({ request }: LoaderFunctionArgs) => siteLayoutData(request);

// A survey step saved in the background changes nothing the layout shows either.
export const shouldRevalidate = skipRevalidationAfterSave;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const matches = useMatches();
  const hydrates = pageHydrates(matches);
  const own = pageLayout(matches);
  const bookCall = !own && showsBookCallButton(pathname);
  const contact = rootData?.contact ?? {
    name: company.name,
    email: company.supportEmail,
    phone: company.supportPhone,
    address: company.address,
    legalLine: "",
  };
  return (
    <html lang="en" className="scroll-pt-20 scroll-pb-[4.25rem] md:scroll-pb-4">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        <Links />
      </head>
      <body className={`flex min-h-screen flex-col ${bookCall ? BOOK_CALL_ROOM : ""}`}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <PublishedPhotosContext.Provider value={rootData?.photos ?? {}}>
          {own ? null : <SiteHeader signedIn={rootData?.signedIn ?? false} businessName={contact.name} />}
          <main id="main" className="flex-1">
            <FlashNotice flash={rootData?.flash ?? null} />
            <OffersContext.Provider value={rootData?.offers ?? { plans: [], kitShipments: {} }}>
              <FiguresContext.Provider value={rootData?.figures ?? null}>
                {own ? <own.Layout data={own.data}>{children}</own.Layout> : children}
              </FiguresContext.Provider>
            </OffersContext.Provider>
          </main>
          {own ? null : <SiteFooter contact={contact} signedIn={rootData?.signedIn ?? false} roomForBookCall={bookCall} />}
        </PublishedPhotosContext.Provider>
        {bookCall ? <BookCallButton /> : null}
        <ToastRegion />
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  usePageHeadingAfterNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Access Denied</h1>
        <p className="mt-4 text-slate-700">{String(error.data)}</p>
        <Link to="/welcome" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white">
          Back to your account
        </Link>
      </section>
    );
  }
  const message = isRouteErrorResponse(error) && error.status < 500 ? error.data : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        {typeof message === "string" && message
          ? message
          : "We hit a problem showing this page. Please try again in a moment; if it keeps happening, contact us and we will sort it out."}
      </p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white">
        Return to Home
      </Link>
    </section>
  );
}
