/**
 * One passage of the coach's knowledge base: a short piece of course knowledge, written in
 * Markdown, that names the lessons it belongs to ("moduleId/lessonId" from curriculum.ts).
 */
export type CoachPassage = {
  id: string;
  title: string;
  /** At least one; each must be a lesson of app/content/curriculum.ts. */
  lessons: string[];
  /** Paragraphs, dash lists, **bold**; no headings, links or HTML. */
  markdown: string;
};
