// npm run bench: figures to compare with the budgets of ARCHITECTURE.md. Printed, not asserted.
import { measurePageJavaScript } from './bundle-size.js';
import { startBenchServer } from './server.js';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

const server = await startBenchServer();
try {
  if (wanted('bundle')) {
    const login = await measurePageJavaScript(`${server.url}/auth/login`);
    console.log(
      `\nJavaScript loaded by /auth/login: ${kb(login.gzip)} gzip (${kb(login.raw)} raw), budget 170 kB gzip`,
    );
    for (const file of login.files) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
  }
} finally {
  await server.stop();
}
