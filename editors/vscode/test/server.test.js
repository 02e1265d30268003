// The extension's settings handling (out/server.js, compiled from
// src/server.ts): finding the tdc binary and building initializationOptions.
"use strict";

const assert = require("assert");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { test, runIfMain } = require("./harness");

let server;
try {
  server = require("../out/server.js");
} catch (error) {
  throw new Error(`out/server.js is missing: run "npm run compile" first (${error.message})`);
}
const { expandVariables, resolveIncludeDirs, initializationOptions, findExecutable, notFoundMessage } = server;

function tempWorkspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tdc-vscode-test-"));
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function writeFile(file, text, mode) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (mode !== undefined) {
    fs.chmodSync(file, mode);
  }
  return file;
}

test("expandVariables: ${workspaceFolder}, ${userHome} and ~", () => {
  assert.strictEqual(expandVariables("${workspaceFolder}/td", "/ws", "/home/u"), "/ws/td");
  assert.strictEqual(expandVariables("${userHome}/td", "/ws", "/home/u"), "/home/u/td");
  assert.strictEqual(expandVariables("~/llvm/include", "/ws", "/home/u"), path.join("/home/u", "llvm/include"));
  assert.strictEqual(expandVariables("~", undefined, "/home/u"), "/home/u");
  assert.strictEqual(expandVariables("a~b", "/ws", "/home/u"), "a~b");
  // Without a workspace folder the variable stays as it is.
  assert.strictEqual(expandVariables("${workspaceFolder}/td", undefined, "/home/u"), "${workspaceFolder}/td");
});

test("resolveIncludeDirs: absolute paths from the workspace folder, junk dropped", () => {
  assert.deepStrictEqual(
    resolveIncludeDirs(["targets/include", "/abs/dir", "${workspaceFolder}/x", "~/llvm", "", "  ", 7, null, "targets/include"], "/ws", "/home/u"),
    [path.resolve("/ws/targets/include"), "/abs/dir", "/ws/x", path.join("/home/u", "llvm")],
  );
  assert.deepStrictEqual(resolveIncludeDirs("targets/include", "/ws"), []);
  assert.deepStrictEqual(resolveIncludeDirs(undefined, "/ws"), []);
  // No workspace folder: a relative path is left to the server (its cwd).
  assert.deepStrictEqual(resolveIncludeDirs(["rel"], undefined), ["rel"]);
});

test("initializationOptions: includeDirs only when there are some", () => {
  assert.deepStrictEqual(initializationOptions([]), {});
  assert.deepStrictEqual(initializationOptions(["/a", "/b"]), { includeDirs: ["/a", "/b"] });
});

test("findExecutable: on PATH, by path, relative to the workspace", (t) => {
  if (process.platform === "win32") {
    t.skip("POSIX file modes");
    return;
  }
  const ws = tempWorkspace();
  const bin = path.join(ws, "bin");
  const tdc = writeFile(path.join(bin, "tdc"), "#!/bin/sh\n", 0o755);
  writeFile(path.join(bin, "not-executable"), "", 0o644);
  const env = { PATH: ["/nonexistent", bin].join(path.delimiter) };
  assert.strictEqual(findExecutable("tdc", ws, env), tdc);
  assert.strictEqual(findExecutable("  tdc  ", ws, env), tdc);
  assert.strictEqual(findExecutable("not-executable", ws, env), undefined);
  assert.strictEqual(findExecutable("bin", ws, { PATH: ws }), undefined, "a directory is not an executable");
  assert.strictEqual(findExecutable("tdc", ws, { PATH: "/nonexistent" }), undefined);
  assert.strictEqual(findExecutable("tdc", ws, {}), undefined);
  assert.strictEqual(findExecutable(tdc, undefined, {}), tdc);
  assert.strictEqual(findExecutable("bin/tdc", ws, {}), tdc);
  assert.strictEqual(findExecutable("./bin/tdc", ws, {}), tdc);
  assert.strictEqual(findExecutable("${workspaceFolder}/bin/tdc", ws, {}), tdc);
  assert.strictEqual(findExecutable("bin/missing", ws, {}), undefined);
  assert.strictEqual(findExecutable("", ws, env), undefined);
});

test("notFoundMessage names the path and the setting", () => {
  const onPath = notFoundMessage("tdc");
  assert.match(onPath, /'tdc' on PATH/);
  assert.match(onPath, /tdc\.serverPath/);
  assert.match(notFoundMessage("/opt/tdc/bin/tdc"), /at '\/opt\/tdc\/bin\/tdc'/);
});

runIfMain(module);
