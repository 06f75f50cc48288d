// Writes the gift-card design files the site serves (scripts/gift-card-art.ts); run after changing a design.
import { writeFileSync } from 'node:fs';
import { giftCardArtDir, giftCardArtFiles } from './gift-card-art.ts';

const files = giftCardArtFiles();
for (const file of files) writeFileSync(new URL(file.name, giftCardArtDir), file.content);
console.log(`Wrote ${files.length} gift-card design files to ${giftCardArtDir.pathname}.`);
