// Renders every product's images with bounded concurrency: the machines here have two cores, and libvips
// already uses threads, so two products at a time with one vips thread each keeps both cores busy.
import { mkdir } from "node:fs/promises";
import sharp from "sharp";
import type { ImagePlan } from "./image-plan.js";
import { renderImageFiles, type RenderedImage } from "./render-images.js";

export interface ImageJob {
  productId: number;
  plan: ImagePlan;
  svg: string;
}

export interface ImageRun {
  byProduct: Map<number, RenderedImage>;
  filesGenerated: number;
  filesReused: number;
  ms: number;
}

export async function generateImages(jobs: ImageJob[], uploadsDir: string, concurrency = 2): Promise<ImageRun> {
  const started = performance.now();
  await mkdir(uploadsDir, { recursive: true });
  const previousThreads = sharp.concurrency();
  sharp.concurrency(1);
  const byProduct = new Map<number, RenderedImage>();
  try {
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job) byProduct.set(job.productId, await renderImageFiles(job.plan, job.svg, uploadsDir));
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    sharp.concurrency(previousThreads);
  }
  const total = jobs.reduce((n, job) => n + job.plan.files.length, 0);
  const filesGenerated = [...byProduct.values()].reduce((n, r) => n + r.generated, 0);
  return { byProduct, filesGenerated, filesReused: total - filesGenerated, ms: Math.round(performance.now() - started) };
}
