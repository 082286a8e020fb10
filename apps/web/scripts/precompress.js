// Writes .br and .gz beside every compressible file of the build, so the server sends them as
// they are (no compression work per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function* files(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(name)) yield path;
  }
}

let count = 0;
for (const path of files(root)) {
  const content = readFileSync(path);
  if (content.length < 256) continue;
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  count += 1;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
