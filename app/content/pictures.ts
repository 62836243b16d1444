// Every picture on the site has a slot here: where it shows, its shape and the drawing made
// for this site (public/pictures/drawn/) that shows until the owner publishes a photo for the
// slot in the studio (/admin/pictures). Photos are cropped to the slot's shape, so any size
// works; see "Pictures" in the README.

export type Picture = {
  /** The slot's key: what the studio and the published photos (the picture_slots table) call it. */
  slot: string;
  /** What the slot is, for the studio's list. */
  label: string;
  /** The stand-in drawn for this site, a path under public/: shown until a photo is published. */
  drawing: string;
  /** What the drawing shows (a published photo has its own description). */
  alt: string;
  /** The slot's shape, in CSS pixels at its largest: the page reserves this space before the file arrives. */
  width: number;
  height: number;
  /** A logo mark rather than a photo: kept whole with its transparency (PNG and WebP), at the header's height and twice it. */
  mark?: boolean;
};

type Shape = { width: number; height: number };

const portrait = { width: 480, height: 600 };
const wide = { width: 640, height: 360 };
const kitShape = { width: 640, height: 480 };
const step = { width: 320, height: 240 };

const slot = (key: string, label: string, shape: Shape, drawing: string, alt: string): Picture => ({
  slot: key,
  label,
  ...shape,
  drawing: `/pictures/drawn/${drawing}`,
  alt,
});

const student = (key: string, name: string, drawing: string, pronoun: "his" | "her") =>
  slot(`students.${key}`, `${name}, student (video poster)`, wide, drawing, `${name} with ${pronoun} repair kit`);

export const pictures = {
  logo: {
    ...slot("logo", "The logo mark (header, beside the business's name)", { width: 28, height: 28 }, "logo.svg", "The logo of Chip Repair Academy"),
    mark: true,
  },
  founder: slot("founder", "The founder's portrait (About, Webinar)", portrait, "founder.svg", "The founder of Chip Repair Academy"),
  windshieldChip: slot(
    "windshieldChip",
    "A chipped windshield (video posters)",
    wide,
    "windshield-chip.svg",
    "A windshield with a small stone chip, seen up close",
  ),
  professionalKit: slot(
    "professionalKit",
    "The Professional kit",
    kitShape,
    "kit-professional.svg",
    "The Professional kit in its zippered case: bridge, injector, UV lamp, drill, resins and razor blades",
  ),
  platinumKit: slot(
    "platinumKit",
    "The Platinum kit",
    kitShape,
    "kit-platinum.svg",
    "The Platinum kit in its hard-shell case: quick-release bridge, vacuum injector, dual-bulb UV lamp, flex-shaft drill, resins and polish",
  ),
  repairSteps: slot("repairSteps", "The four repair steps", wide, "repair-steps.svg", "The four steps of a chip repair: bridge, inject, cure, pit fill"),
  stepBridge: slot("stepBridge", "Step 1: the bridge", step, "step-bridge.svg", "The repair bridge standing on its suction cups over the chip"),
  stepInject: slot("stepInject", "Step 2: injecting", step, "step-inject.svg", "The injector screwed into the bridge, pressing resin into the break"),
  stepCure: slot("stepCure", "Step 3: curing", step, "step-cure.svg", "A UV lamp over the chip, hardening the resin"),
  stepPitFill: slot("stepPitFill", "Step 4: the pit fill", step, "step-pit-fill.svg", "A razor blade scraping the cured pit filler flush with the glass"),
  founderVideo: slot("founderVideo", "The founder on camera (video posters)", wide, "founder-video.svg", "The founder talking to the camera"),
  students: {
    marcus: student("marcus", "Marcus T.", "student-1.svg", "his"),
    jenna: student("jenna", "Jenna R.", "student-2.svg", "her"),
    luis: student("luis", "Luis M.", "student-3.svg", "his"),
    dana: student("dana", "Dana K.", "student-2.svg", "her"),
    andre: student("andre", "Andre W.", "student-1.svg", "his"),
    priya: student("priya", "Priya S.", "student-3.svg", "her"),
  },
} satisfies Record<string, Picture | Record<string, Picture>>;

/** Every slot, in the order above. */
export const pictureSlots: Picture[] = Object.values(pictures).flatMap((entry) => ("slot" in entry ? [entry as Picture] : Object.values(entry)));
