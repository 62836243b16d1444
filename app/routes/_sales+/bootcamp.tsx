import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { BootcampOfferNotice } from "~/components/sales/BootcampOfferNotice";
import { BootcampPrice } from "~/components/sales/BootcampPrice";
import { FaqList } from "~/components/sales/FaqList";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { TestimonialMedia } from "~/components/funnel/TestimonialMedia";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { formatDollars } from "~/lib/money";
import { videos } from "~/content/videos";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { bootcampOfferFor } from "~/server/funnel/bootcamp-offer.server";
import { publishedFaq, publishedTestimonials } from "~/server/platform/site-texts.server";
import { bootcampPageWords } from "~/server/sales/sales-page-words.server";

// The price is this visitor's: the offer price for 72 hours from their first visit (a signed
// cookie, set here), then the list price. So no copy of the page is shared between visitors.
export const handle = htmlOnlyPage;

export async function loader({ request }: LoaderFunctionArgs) {
  const { offer, headers } = await bootcampOfferFor(request);
  // A question asked only while the offer runs is left out once this visitor's offer ended.
  const faq = publishedFaq("faq.bootcamp").filter((entry) => offer.active || !entry.whileOfferRuns);
  return json({ ...bootcampPageWords(), offer, faq, testimonials: publishedTestimonials() }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Windshield Repair Bootcamp") },
  { name: "description", content: data?.words.description ?? "" },
];

export default function Bootcamp() {
  const { words, features, guarantee, offer, faq, testimonials } = useLoaderData<typeof loader>();
  const price = formatDollars(offer.priceDollars);
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{words.eyebrow}</p>
            <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">{`${words.headline} ${price}`}</h1>
            <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
            <BootcampPrice offer={offer} className="mt-6" />
            <ActionLink to="/bootcamp-order" className="mt-6">
              {`${words.buyButton} ${price}`}
            </ActionLink>
          </div>
          <div>
            <p className="mb-3 text-slate-700">{words.letterIntro}</p>
            <VideoFacade video={videos.bootcampLetter} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <BootcampOfferNotice offer={offer} words={words} />

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            {words.featuresHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="students-heading">
          <h2 id="students-heading" className="text-2xl font-bold text-slate-900">
            {words.studentsHeading}
          </h2>
          <p className="mt-2 text-slate-700">{words.testimonialsIntro}</p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial, index) => (
              <li key={index}>
                <TestimonialMedia testimonial={testimonial} />
                <h3 className="mt-3 font-bold text-slate-900">{testimonial.headline}</h3>
                <p className="text-sm text-slate-600">
                  {testimonial.name}, {testimonial.location}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="price-heading" className="rounded-2xl border-2 border-brand-700 bg-white p-6 text-center shadow-lg">
          <h2 id="price-heading" className="text-2xl font-bold text-slate-900">
            {`${words.priceHeading} ${price}`}
          </h2>
          <BootcampPrice offer={offer} className="mt-4 justify-center" />
          <ActionLink to="/bootcamp-order" className="mt-6">
            {`${words.buyButton} ${price}`}
          </ActionLink>
        </section>

        <GuaranteeNote words={guarantee} />

        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
            {words.faqHeading}
          </h2>
          <div className="mt-6">
            <FaqList entries={faq} />
          </div>
        </section>

        <BootcampOfferNotice offer={offer} words={words} />
      </div>
    </div>
  );
}
