import { TestimonialMedia } from "~/components/funnel/TestimonialMedia";
import type { Testimonial } from "~/content/testimonials";
import { SectionHeading } from "~/components/funnel/SectionHeading";

/** The students' stories as published (the loader reads them). */
export function StudentTestimonials({ words, testimonials }: { words: Record<string, string>; testimonials: Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="testimonials-heading" eyebrow={words.eyebrow} title={words.heading}>
          {words.intro}
        </SectionHeading>
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li key={index} data-testid="testimonial" className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-4">
              <TestimonialMedia testimonial={testimonial} />
              <h3 className="mt-4 text-lg font-bold text-slate-900">{testimonial.headline}</h3>
              <figure className="mt-2 flex flex-1 flex-col">
                <blockquote className="flex-1 text-slate-700">&ldquo;{testimonial.quote}&rdquo;</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-slate-900">
                  {testimonial.name}, <span className="font-normal text-slate-600">{testimonial.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
