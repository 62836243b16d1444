import { PictureImage } from "~/components/ui/PictureImage";
import { VideoFacade } from "~/components/ui/VideoFacade";
import type { Testimonial } from "~/content/testimonials";

/** A story's video (under its photo), or its photo alone, or nothing. */
export function TestimonialMedia({ testimonial }: { testimonial: Testimonial }) {
  if (testimonial.video) return <VideoFacade video={testimonial.video} />;
  if (testimonial.photo) return <PictureImage picture={testimonial.photo} className="aspect-video w-full rounded-xl object-cover" />;
  return null;
}
