// Starts `tdc lsp` the way the extension does (the command findExecutable
// resolves, args ["lsp"], cwd the workspace folder, initializationOptions
// from the includeDirs setting) and checks that the include directories
// reach the server. Skipped when no tdc binary is at hand: set TDC_BIN, or
// build the repository's target/{release,debug}/tdc.
"use strict";

const assert = require("assert");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawn } = require("child_process");
const { pathToFileURL } = require("url");
const { test, runIfMain } = require("./harness");
const { findExecutable, initializationOptions, resolveIncludeDirs } = require("../out/server.js");

const TIMEOUT_MS = 20000;

function tdcBinary() {
  if (process.env.TDC_BIN) {
    return findExecutable(process.env.TDC_BIN, process.cwd());
  }
  const repo = path.resolve(__dirname, "..", "..", "..");
  for (const profile of ["release", "debug"]) {
    const found = findExecutable(path.join(repo, "target", profile, "tdc"), repo);
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

/** A JSON-RPC client over the server's stdio, with LSP's Content-Length framing. */
class Client {
  constructor(command, cwd) {
    this.child = spawn(command, ["lsp"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.buffer = Buffer.alloc(0);
    this.nextId = 1;
    this.waiters = [];
    this.messages = [];
    this.stderr = "";
    this.child.stderr.on("data", (d) => (this.stderr += d));
    this.child.stdout.on("data", (d) => this.receive(d));
    this.exited = new Promise((resolve) => this.child.on("exit", (code) => resolve(code)));
  }

  receive(data) {
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      const headerEnd = this.buffer.indexOf("\r\n\r\n");
      if (headerEnd < 0) {
        return;
      }
      const length = Number(/Content-Length: *(\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString("ascii"))[1]);
      if (this.buffer.length < headerEnd + 4 + length) {
        return;
      }
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString("utf8"));
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => !w(message));
    }
  }

  send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...message }), "utf8");
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  /** The first message (already received or still to come) that `predicate` accepts. */
  waitFor(predicate, what) {
    const seen = this.messages.find(predicate);
    if (seen !== undefined) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}; stderr: ${this.stderr}`)), TIMEOUT_MS);
      this.waiters.push((message) => {
        if (!predicate(message)) {
          return false;
        }
        clearTimeout(timer);
        this.messages.splice(this.messages.indexOf(message), 1);
        resolve(message);
        return true;
      });
    });
  }

  async request(method, params) {
    const id = this.nextId++;
    this.send({ id, method, params });
    const response = await this.waitFor((m) => m.id === id && m.method === undefined, `the response to ${method}`);
    assert.strictEqual(response.error, undefined, `${method} failed: ${JSON.stringify(response.error)}`);
    return response.result;
  }

  notify(method, params) {
    this.send({ method, params });
  }

  async diagnostics(uri) {
    const m = await this.waitFor((msg) => msg.method === "textDocument/publishDiagnostics" && msg.params.uri === uri, `diagnostics for ${uri}`);
    return m.params.diagnostics;
  }

  async shutdown() {
    await this.request("shutdown", null);
    this.notify("exit", null);
    const code = await Promise.race([this.exited, new Promise((r) => setTimeout(() => r("timeout"), TIMEOUT_MS))]);
    if (code === "timeout") {
      this.child.kill();
    }
    return code;
  }
}

function workspace() {
  const ws = fs.mkdtempSync(path.join(os.tmpdir(), "tdc-vscode-lsp-"));
  process.on("exit", () => fs.rmSync(ws, { recursive: true, force: true }));
  fs.mkdirSync(path.join(ws, "inc"));
  fs.writeFileSync(path.join(ws, "inc", "defs.td"), "class Base<int v> { int V = v; }\n");
  fs.writeFileSync(path.join(ws, "main.td"), 'include "defs.td"\ndef X : Base<1>;\n');
  return ws;
}

/** Starts the server with the `tdc.includeDirs` setting `setting`, and opens main.td. */
async function openMain(command, ws, setting) {
  const client = new Client(command, ws);
  const options = initializationOptions(resolveIncludeDirs(setting, ws));
  await client.request("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(ws).href,
    workspaceFolders: [{ uri: pathToFileURL(ws).href, name: "ws" }],
    capabilities: {},
    initializationOptions: options,
  });
  client.notify("initialized", {});
  const uri = pathToFileURL(path.join(ws, "main.td")).href;
  const text = fs.readFileSync(path.join(ws, "main.td"), "utf8");
  client.notify("textDocument/didOpen", { textDocument: { uri, languageId: "tablegen", version: 1, text } });
  return { client, uri, diagnostics: await client.diagnostics(uri) };
}

test("tdc lsp finds includes through the includeDirs setting", async (t) => {
  const command = tdcBinary();
  if (command === undefined) {
    t.skip("no tdc binary: set TDC_BIN or build target/release/tdc");
    return;
  }
  const ws = workspace();
  const { client, uri, diagnostics } = await openMain(command, ws, ["inc"]);
  try {
    assert.deepStrictEqual(diagnostics, [], "main.td checks clean with inc/ on the include path");
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: 'include "defs.td"\ndef X : Missing<1>;\n' }],
    });
    const after = await client.diagnostics(uri);
    assert.ok(after.length > 0, "an unknown class is reported");
    assert.strictEqual(after[0].range.start.line, 1, JSON.stringify(after));
  } finally {
    assert.strictEqual(await client.shutdown(), 0, "the server exits cleanly");
  }
});

test("tdc lsp without the setting does not find the include", async (t) => {
  const command = tdcBinary();
  if (command === undefined) {
    t.skip("no tdc binary: set TDC_BIN or build target/release/tdc");
    return;
  }
  const ws = workspace();
  const { client, diagnostics } = await openMain(command, ws, []);
  try {
    assert.ok(diagnostics.length > 0, "the include is reported missing");
    assert.match(JSON.stringify(diagnostics), /defs\.td/);
  } finally {
    assert.strictEqual(await client.shutdown(), 0, "the server exits cleanly");
  }
});

runIfMain(module);
