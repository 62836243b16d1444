import sharp from "sharp";

/**
 * Publish a camera-sized photo (4000×3000 JPEG, grain all over so it compresses no better than
 * a real one) as the founder's portrait, through the studio's own form, so the pages that show
 * it (/about) are measured as a site with uploaded photos serves them.
 */
export async function publishFounderPhoto(baseUrl, cookie) {
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const upload = new FormData();
  upload.set("version", "0");
  upload.set("alt", "The founder at the workbench");
  upload.set("intent", "save");
  upload.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "founder.jpg");
  for (const body of [upload, new URLSearchParams({ intent: "publish" })]) {
    const response = await fetch(`${baseUrl}/admin/pictures/founder`, { method: "POST", body, headers: { cookie }, redirect: "manual" });
    if (response.status !== 302) throw new Error(`publishing the bench's photo failed with status ${response.status}`);
  }
  return { width: 4000, height: 3000, kb: Math.round(photo.length / 1024) };
}
