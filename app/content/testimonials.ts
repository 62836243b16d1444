import { pictures, type Picture } from "~/content/pictures";
import type { Video } from "~/content/videos";

export type Testimonial = {
  name: string;
  location: string;
  headline: string;
  quote: string;
  /** A story without a video shows its photo, if it has one. */
  video?: Video;
  photo?: Picture;
};

// Six student video testimonials, shown on the landing page and the bootcamp page: the first
// value of the studio's list (/admin/site/testimonials), which the pages read once published.
export const testimonials: Testimonial[] = [
  {
    name: "Marcus T.",
    location: "Phoenix, AZ",
    headline: "Paid off his kit in the first week",
    quote: "I did eleven repairs my first Saturday at a gas station. The kit was paid for before the week was out.",
    video: { provider: "vimeo", id: "912848001", title: "Marcus T. on his first week of chip repair", duration: "3:41", poster: pictures.students.marcus },
  },
  {
    name: "Jenna R.",
    location: "Boise, ID",
    headline: "A side business around her kids' school hours",
    quote: "I work mornings at two car washes while the kids are at school and make more than my old part-time job.",
    video: { provider: "vimeo", id: "912848002", title: "Jenna R. on running chip repair part time", duration: "4:05", poster: pictures.students.jenna },
  },
  {
    name: "Luis M.",
    location: "San Antonio, TX",
    headline: "Left his warehouse job after four months",
    quote: "Dealerships became my steady clients. Once I had three lots, I could finally go full time.",
    video: { provider: "vimeo", id: "912848003", title: "Luis M. on going full time with dealerships", duration: "5:12", poster: pictures.students.luis },
  },
  {
    name: "Dana K.",
    location: "Salt Lake City, UT",
    headline: "Insurance billing changed everything",
    quote: "Learning to bill insurance meant most customers paid nothing out of pocket, so saying yes was easy for them.",
    video: { provider: "vimeo", id: "912848004", title: "Dana K. on insurance billing", duration: "3:58", poster: pictures.students.dana },
  },
  {
    name: "Andre W.",
    location: "Atlanta, GA",
    headline: "From zero experience to 300 repairs",
    quote: "I had never touched a windshield. The step-by-step videos and the practice chip made it click fast.",
    video: { provider: "vimeo", id: "912848005", title: "Andre W. on learning from zero", duration: "4:27", poster: pictures.students.andre },
  },
  {
    name: "Priya S.",
    location: "Denver, CO",
    headline: "Built a two-van team",
    quote: "The coaching calls helped me hire and train my first tech. We now cover the whole south metro.",
    video: { provider: "vimeo", id: "912848006", title: "Priya S. on scaling to a team", duration: "6:02", poster: pictures.students.priya },
  },
];
