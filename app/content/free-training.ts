// The students' figures shown on /video, /webinar and /call-preparation; their labels are the
// studio's page.student-stats, /video's words its page.video.
import type { Figures } from "~/content/reported-results";

/** A figure over its label; a result students report carries its basis. */
export type Stat = { value: string; label: string; basis?: string };

/** The figures beside their words (page.student-stats). */
export const studentStats = (figures: Figures, words: Record<string, string>): Stat[] => [
  { value: figures.studentsTrainedFigure, label: words.studentsLabel },
  { value: figures.averageDay.value, label: words.averageDayLabel, basis: figures.averageDay.basis },
  { value: words.startValue, label: words.startLabel },
];
