import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { videoFromUrl } from "~/content/videos";
import { lessonParts, type Lesson } from "~/lib/course-content";
import { bootcampCourse } from "~/server/members/course-catalog.server";
import { transcriptParagraphs } from "~/server/members/transcripts.server";

// Lesson pages of both courses: the lesson's text is Markdown the studio edits (HTML in it
// allowed), rendered and passed through an allow-list every time it is shown.

/**
 * Lesson HTML through an allow-list: text structure, tables and links survive; scripts,
 * event handlers, styles, frames and javascript: addresses never reach the page.
 */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "b",
      "i",
      "a",
      "blockquote",
      "code",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "img",
    ],
    allowedAttributes: { a: ["href", "rel"], img: ["src", "alt", "width", "height"], th: ["scope"] },
    allowedSchemes: ["https", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
}

/** Lesson Markdown (HTML in it included) as HTML through the allow-list. */
export const renderLessonMarkdown = (markdown: string) => sanitizeLessonHtml(marked.parse(markdown, { async: false, gfm: true }));

type RenderedLesson = ReturnType<typeof renderLesson>;

/** A lesson rendered whole: its video, every part's HTML and its transcript's paragraphs. */
function renderLesson(lesson: Lesson) {
  const video = lesson.videoUrl ? videoFromUrl(lesson.videoUrl, lesson.title) : null;
  return {
    video: lesson.kind === "video" ? { video: video && { ...video, ...(lesson.duration === "TBD" ? {} : { duration: lesson.duration }) } } : null,
    parts: lessonParts(lesson.content).map((part) => ({ id: part.id, label: part.label, html: renderLessonMarkdown(part.markdown) })),
    transcript: lesson.transcript ? transcriptParagraphs(lesson.transcript) : null,
  };
}

// Published lessons are objects that live until the next publish: each is rendered once.
const rendered = new WeakMap<Lesson, RenderedLesson>();

/**
 * What a lesson page shows of a lesson, for either course: the video (or "coming soon" while
 * it is made), and the text, one part (tab) at a time when it has several. Rendered here, so
 * the browser gets HTML and no Markdown library.
 */
export function lessonBody(lesson: Lesson, requestedTab: string | null) {
  let view = rendered.get(lesson);
  if (!view) rendered.set(lesson, (view = renderLesson(lesson)));
  const { video, parts, transcript } = view;
  const tab = parts.find((part) => part.id === requestedTab) ?? parts[0];
  return {
    video,
    tabs: parts.length > 1 ? parts.map(({ id, label }) => ({ id, label })) : [],
    tab: tab ? { id: tab.id, html: tab.html } : null,
    isLastTab: !tab || tab.id === parts.at(-1)?.id,
    transcript,
  };
}

/** One lesson of the bootcamp with its module and its place in it (from 1); null when there is none. */
export function bootcampLesson(moduleId: string, lessonId: string) {
  const module = bootcampCourse().modules.find((candidate) => candidate.id === moduleId);
  const index = module?.lessons.findIndex((lesson) => lesson.id === lessonId) ?? -1;
  if (!module || index < 0) return null;
  return { lesson: module.lessons[index], number: index + 1, module: { id: module.id, title: module.title } };
}

/** The bootcamp's outline for its course page: modules and lesson titles, no lesson text. */
export function bootcampOutline() {
  const { title, description, modules } = bootcampCourse();
  return {
    title,
    description,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      lessons: module.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, kind: lesson.kind })),
    })),
  };
}
