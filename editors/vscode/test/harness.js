// A minimal test harness: plain Node, no framework. Test files call `test`
// (and `skip`); test/run.js runs every *.test.js and prints one summary line.
"use strict";

const tests = [];

/** Registers a test; `fn` may be async. */
function test(name, fn) {
  tests.push({ name, fn });
}

/** Runs the registered tests in order, printing one line each. */
async function runAll() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { name, fn } of tests) {
    let skipReason;
    try {
      await fn({
        skip(reason) {
          skipReason = reason;
        },
      });
      if (skipReason !== undefined) {
        skipped++;
        console.log(`skip - ${name} (${skipReason})`);
      } else {
        passed++;
        console.log(`ok   - ${name}`);
      }
    } catch (error) {
      failed++;
      console.log(`FAIL - ${name}`);
      console.log(String((error && error.stack) || error).replace(/^/gm, "       "));
    }
  }
  tests.length = 0;
  return { passed, failed, skipped };
}

function summary({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed` + (skipped > 0 ? `, ${skipped} skipped` : "");
}

/** For running one test file by itself: `node test/grammar.test.js`. */
function runIfMain(mod) {
  if (require.main === mod) {
    runAll().then((counts) => {
      console.log(summary(counts));
      process.exitCode = counts.failed > 0 ? 1 : 0;
    });
  }
}

module.exports = { test, runAll, summary, runIfMain };
