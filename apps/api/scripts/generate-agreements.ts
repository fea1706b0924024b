// Generates the agreement .docx files from agreements/source.ts: `npm run agreements:generate`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { AGREEMENTS } from '../agreements/source';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../agreements');

for (const doc of AGREEMENTS) {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(doc.title)] }),
    new Paragraph({ children: [new TextRun({ text: `Son güncelleme: ${doc.updated}`, italics: true })] }),
    new Paragraph({ children: [new TextRun(doc.intro)] }),
  ];
  for (const section of doc.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(section.heading)] }));
    for (const text of section.paragraphs) children.push(new Paragraph({ children: [new TextRun(text)] }));
    for (const bullet of section.bullets ?? []) children.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(bullet)] }));
  }
  const document = new Document({
    creator: 'Okuryazar',
    title: doc.title,
    description: doc.title,
    sections: [{ children }],
  });
  const buffer = await Packer.toBuffer(document);
  await writeFile(path.join(dir, doc.file), buffer);
  console.log(`${doc.file}: ${buffer.length} bytes`);
}
