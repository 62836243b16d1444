import { expect } from "@playwright/test";
import sharp from "sharp";

/**
 * Upload a plain photo of `width`×`height` to the Platinum kit's slot and publish it, through
 * the studio's own form, as a super admin (`cookie`); returns the address of its 480 px JPEG as
 * /tools shows it.
 */
export async function publishKitPhoto(baseURL: string, cookie: string, { width, height }: { width: number; height: number }): Promise<string> {
  const upload = new FormData();
  upload.set("version", "0");
  upload.set("alt", "The Platinum kit on the workbench");
  upload.set("intent", "save");
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#446688" } })
    .jpeg()
    .toBuffer();
  upload.set("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "kit.jpg");
  for (const body of [upload, new URLSearchParams({ intent: "publish" })])
    expect((await fetch(`${baseURL}/admin/pictures/platinumKit`, { method: "POST", body, headers: { cookie }, redirect: "manual" })).status).toBe(302);
  const published = await kitPhotoOn(baseURL);
  expect(published).toBeDefined();
  return published!;
}

/** The address of the Platinum kit's published 480 px JPEG on /tools, if it shows one. */
export const kitPhotoOn = async (baseURL: string): Promise<string | undefined> =>
  (await (await fetch(`${baseURL}/tools?tab=platinum`)).text()).match(/src="(\/uploads\/[0-9a-f]{16}-480w\.jpg)"/)?.[1];
