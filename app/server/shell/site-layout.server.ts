import { pageData } from "~/server/platform/page-data.server";
import { captureAttribution } from "~/server/funnel/attribution.server";
import { publishedPhotos } from "~/server/platform/picture-slots.server";
import { companyFacts, marketingFigures } from "~/server/platform/site-texts.server";
import { readFlash } from "~/server/platform/flash.server";
import { paymentMode } from "~/server/sales/payments.server";
import { offersView } from "~/server/platform/offers.server";
import { sessionUserId } from "~/server/accounts/session.server";

/**
 * What every page's layout shows: the business's contact details, a flash message, whether
 * someone is signed in, how checkouts take money the published photos of the picture slots, the offers on sale and the marketing figures. Records the visit's first-touch
 * attribution on the way.
 */
export async function siteLayoutData(request: Request) {
  const company = companyFacts();
  const [{ flash, headers }, session] = await Promise.all([readFlash(request), sessionUserId(request)]);
  for (const cookie of (await captureAttribution(request)).getSetCookie()) headers.append("Set-Cookie", cookie);
  return pageData(
    {
      contact: { name: company.name, email: company.supportEmail, phone: company.supportPhone, address: company.address, legalLine: company.legalLine },
      flash,
      signedIn: Boolean(session),
      payments: paymentMode(),
      photos: publishedPhotos(),
      offers: offersView(),
      figures: marketingFigures(),
    },
    { headers },
  );
}
