// Every picture on the site has a slot here. A slot shows the owner's photo once `src` names
// a file in public/ (e.g. "/pictures/founder.jpg"); until then it shows a drawing made for
// this site (public/pictures/drawn/). Photos are cropped to the slot's shape, so any size
// works; see "Pictures" in the README.

export type Picture = {
  /** The owner's photo, a path under public/. Without it the drawing shows. */
  src?: string;
  /** The stand-in drawn for this site, a path under public/. */
  drawing: string;
  /** What the picture shows, true of the photo and the drawing alike. */
  alt: string;
  /** The slot's shape, in CSS pixels at its largest: the page reserves this space before the file arrives. */
  width: number;
  height: number;
};

import { founder } from "~/content/founder";

const drawn = (file: string) => `/pictures/drawn/${file}`;

const portrait = { width: 480, height: 600 };
const wide = { width: 640, height: 360 };
const kitShape = { width: 640, height: 480 };
const step = { width: 320, height: 240 };

export const pictures = {
  founder: {
    ...portrait,
    drawing: drawn("founder.svg"),
    alt: `${founder.name}, founder of Chip Repair Academy`,
  },
  windshieldChip: {
    ...wide,
    drawing: drawn("windshield-chip.svg"),
    alt: "A windshield with a small stone chip, seen up close",
  },
  professionalKit: {
    ...kitShape,
    drawing: drawn("kit-professional.svg"),
    alt: "The Professional kit in its zippered case: bridge, injector, UV lamp, drill, resins and razor blades",
  },
  platinumKit: {
    ...kitShape,
    drawing: drawn("kit-platinum.svg"),
    alt: "The Platinum kit in its hard-shell case: quick-release bridge, vacuum injector, dual-bulb UV lamp, flex-shaft drill, resins and polish",
  },
  repairSteps: {
    ...wide,
    drawing: drawn("repair-steps.svg"),
    alt: "The four steps of a chip repair: bridge, inject, cure, pit fill",
  },
  stepBridge: {
    ...step,
    drawing: drawn("step-bridge.svg"),
    alt: "The repair bridge standing on its suction cups over the chip",
  },
  stepInject: {
    ...step,
    drawing: drawn("step-inject.svg"),
    alt: "The injector screwed into the bridge, pressing resin into the break",
  },
  stepCure: {
    ...step,
    drawing: drawn("step-cure.svg"),
    alt: "A UV lamp over the chip, hardening the resin",
  },
  stepPitFill: {
    ...step,
    drawing: drawn("step-pit-fill.svg"),
    alt: "A razor blade scraping the cured pit filler flush with the glass",
  },
  founderVideo: {
    ...wide,
    drawing: drawn("founder-video.svg"),
    alt: `${founder.name} talking to the camera`,
  },
  students: {
    marcus: { ...wide, drawing: drawn("student-1.svg"), alt: "Marcus T. with his repair kit" },
    jenna: { ...wide, drawing: drawn("student-2.svg"), alt: "Jenna R. with her repair kit" },
    luis: { ...wide, drawing: drawn("student-3.svg"), alt: "Luis M. with his repair kit" },
    dana: { ...wide, drawing: drawn("student-2.svg"), alt: "Dana K. with her repair kit" },
    andre: { ...wide, drawing: drawn("student-1.svg"), alt: "Andre W. with his repair kit" },
    priya: { ...wide, drawing: drawn("student-3.svg"), alt: "Priya S. with her repair kit" },
  },
} satisfies Record<string, Picture | Record<string, Picture>>;
