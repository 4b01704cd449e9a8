// `npm run docs:text-keys`: writes packages/widgets/TEXT-KEYS.md from the vi-VN catalogue (scripts/textKeys.ts).
import { writeFileSync } from 'node:fs';
import { viVN } from '../packages/widgets/src/i18n/vi-VN';
import { textKeyReference, textKeysFile } from './textKeys';

writeFileSync(textKeysFile, textKeyReference(viVN));
console.log(`${textKeysFile}: ${Object.keys(viVN).length} keys`);
