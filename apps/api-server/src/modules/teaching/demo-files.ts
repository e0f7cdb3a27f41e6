import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folder under the upload dir holding the teaching demo files; stored URLs are `/file/teaching/<name>`. */
export const TEACHING_FILE_DIR = 'teaching';
export const teachingFileUrl = (name: string) => `/file/${TEACHING_FILE_DIR}/${name}`;

/** Demo PDFs the seed links as lesson materials and homework attachments (ASCII text: the built-in PDF fonts). */
export const DEMO_PDFS = {
  lessonNotes: { name: 'diagnostics-lesson-notes.pdf', lines: ['Diagnostics - Lesson Notes', 'History taking and physical examination', 'Vital signs: temperature, pulse, respiration, blood pressure'] },
  homeworkTemplate: { name: 'history-taking-template.pdf', lines: ['History Taking Report - Template', 'Chief complaint / Present illness / Past history', 'Family history / Review of systems'] },
} as const;

/** A valid single-page PDF 1.4 showing `lines` in Helvetica, with a correct cross-reference table. */
export function buildPdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${760 - i * 28} Td (${escape(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Writes the demo PDFs into the upload dir when missing (the seed only holds their URLs). */
export function ensureDemoFiles(uploadDir: string) {
  const dir = join(uploadDir, TEACHING_FILE_DIR);
  mkdirSync(dir, { recursive: true });
  for (const pdf of Object.values(DEMO_PDFS)) {
    const file = join(dir, pdf.name);
    if (!existsSync(file)) writeFileSync(file, buildPdf(pdf.lines));
  }
}
