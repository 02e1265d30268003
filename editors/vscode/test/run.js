// `npm test`: runs every test/*.test.js and ends with "N passed, N failed".
"use strict";

const fs = require("fs");
const path = require("path");
const { runAll, summary } = require("./harness");

async function main() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const files = fs.readdirSync(__dirname).filter((f) => f.endsWith(".test.js")).sort();
  for (const file of files) {
    console.log(`# ${file}`);
    require(path.join(__dirname, file));
    const counts = await runAll();
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(summary(total));
  process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
