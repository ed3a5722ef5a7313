// Writes one product's PNG files with sharp. Files that already exist are kept (their names carry a content
// hash), and new ones are written to a temp name and renamed, so concurrent seeders never see half a file.
import { randomBytes } from "node:crypto";
import { rename, stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { ImagePlan, PlannedFile } from "./image-plan.js";

/** Palette PNGs are about a third of full-colour ones for these flat gradients, and look the same at card size. */
const PNG_OPTIONS = { palette: true, dither: 0, effort: 1, compressionLevel: 9 } as const;

export interface RenderedImage {
  /** File size in bytes by file key (original, thumbnail, ...). */
  bytes: Map<PlannedFile["key"], number>;
  generated: number;
}

export async function renderImageFiles(plan: ImagePlan, svg: string, uploadsDir: string): Promise<RenderedImage> {
  const bytes = new Map<PlannedFile["key"], number>();
  const missing: PlannedFile[] = [];
  for (const file of plan.files) {
    const size = await fileSize(join(uploadsDir, file.fileName));
    if (size === undefined) missing.push(file);
    else bytes.set(file.key, size);
  }
  if (missing.length > 0) {
    const raw = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    for (const file of missing) {
      const target = join(uploadsDir, file.fileName);
      const temp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      const info = await sharp(raw.data, { raw: raw.info }).resize(file.width, file.height, { fit: "fill" }).png(PNG_OPTIONS).toFile(temp);
      await rename(temp, target);
      bytes.set(file.key, info.size);
    }
  }
  return { bytes, generated: missing.length };
}

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.size > 0 ? info.size : undefined;
  } catch {
    return undefined;
  }
}
