import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder under the upload dir holding the generated carousel images; stored URLs are `/file/commerce/<name>`. */
export const COMMERCE_FILE_DIR = 'commerce';
export const commerceFileUrl = (name: string) => `/file/${COMMERCE_FILE_DIR}/${name}`;

const PALETTE = ['#1677ff', '#00b578', '#ff8f1f', '#7c3aed', '#eb2f96'];

/**
 * A 750×420 banner (the carousel's aspect) with the product's name on its own colour: each slide of a product gets
 * the next colour of the palette, so the carousel visibly moves. No slide number: on the goods page a bare "1" under
 * the name read as a stray character (the carousel's own indicator shows the position).
 */
export function buildBanner(title: string, colour: string): string {
  const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420">',
    `<rect width="750" height="420" fill="${colour}"/>`,
    '<circle cx="640" cy="90" r="140" fill="#ffffff" fill-opacity="0.12"/>',
    `<text x="48" y="226" font-size="52" font-family="sans-serif" fill="#fff">${esc(title)}</text>`,
    '</svg>',
  ].join('');
}

/** The knowledge video reuses the course demo clip shipped in api-server's assets. */
export const KNOWLEDGE_VIDEO = 'heart-exam.mp4';
const KNOWLEDGE_VIDEO_SOURCE = fileURLToPath(new URL('../../../assets/course/course-heart-exam.mp4', import.meta.url));

/** Writes the product banners (and the knowledge video) into the upload dir when missing (the seed holds URLs only). */
export function ensureCommerceFiles(uploadDir: string, products: { name: string; images: string[] }[]) {
  const dir = join(uploadDir, COMMERCE_FILE_DIR);
  mkdirSync(dir, { recursive: true });
  let n = 0;
  for (const p of products) {
    p.images.forEach((image) => {
      const file = join(dir, image);
      if (!existsSync(file)) writeFileSync(file, buildBanner(p.name, PALETTE[n % PALETTE.length]));
      n += 1;
    });
  }
  const video = join(dir, KNOWLEDGE_VIDEO);
  if (!existsSync(video) && existsSync(KNOWLEDGE_VIDEO_SOURCE)) copyFileSync(KNOWLEDGE_VIDEO_SOURCE, video);
}
