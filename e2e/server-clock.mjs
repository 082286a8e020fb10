// Loaded into a spec's server with NODE_OPTIONS=--import (see e2e/server-clock.ts): the server's
// clock runs ahead by the milliseconds written in E2E_CLOCK_FILE, so a spec can let days pass for
// the server (a contract past its validity) while the browser keeps the real time. The server
// has no clock setting of its own; the API's tests set its day through buildApp's `today`.
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offset = 0;
let readAt = Number.NEGATIVE_INFINITY;

// Read again at most every 100 ms, not once per call: setServerDaysAhead waits past that.
function shift() {
  const now = realNow();
  if (now - readAt > 100) {
    readAt = now;
    try {
      offset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  }
  return offset;
}

function ShiftedDate(...args) {
  if (!new.target) return new RealDate(realNow() + shift()).toString();
  return args.length === 0 ? new RealDate(realNow() + shift()) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => realNow() + shift();
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;

if (file) globalThis.Date = ShiftedDate;
