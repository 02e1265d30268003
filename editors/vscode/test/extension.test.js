// out/extension.js under a stand-in `vscode` module: what it registers, and
// the error it shows when the server's binary is missing. (Starting a real
// client needs VS Code itself; test/lsp.test.js starts the server the same
// way without it.)
"use strict";

const assert = require("assert");
const Module = require("module");
const path = require("path");
const { test, runIfMain } = require("./harness");

/** Any property, call or construction: for the parts of the API a test does not care about. */
function anything(name) {
  const f = function () {};
  return new Proxy(f, {
    get: (_, prop) => (prop === "then" || typeof prop === "symbol" ? undefined : anything(`${name}.${String(prop)}`)),
    apply: () => anything(`${name}()`),
    construct: () => anything(`new ${name}`),
  });
}

/** A stand-in `vscode` with the settings `settings`, recording what the extension does. */
function fakeVscode(settings) {
  const log = { errors: [], commands: new Map(), output: [], configListeners: [], watchers: [] };
  const disposable = { dispose() {} };
  const api = {
    window: {
      createOutputChannel: (name) => ({ name, appendLine: (line) => log.output.push(line), show() {}, dispose() {} }),
      showErrorMessage: async (message, ...actions) => {
        log.errors.push({ message, actions });
        return undefined;
      },
    },
    commands: {
      registerCommand: (id, fn) => {
        log.commands.set(id, fn);
        return disposable;
      },
      executeCommand: async () => undefined,
    },
    workspace: {
      workspaceFolders: [{ uri: { scheme: "file", fsPath: "/nonexistent-workspace" }, name: "ws", index: 0 }],
      getConfiguration: (section) => ({
        get: (key, fallback) => {
          const value = settings[`${section}.${key}`];
          return value === undefined ? fallback : value;
        },
      }),
      onDidChangeConfiguration: (listener) => {
        log.configListeners.push(listener);
        return disposable;
      },
      createFileSystemWatcher: (pattern) => {
        log.watchers.push(pattern);
        return { onDidCreate: () => disposable, onDidChange: () => disposable, onDidDelete: () => disposable, dispose() {} };
      },
    },
    RelativePattern: class {
      constructor(base, pattern) {
        this.base = base;
        this.pattern = pattern;
      }
    },
  };
  const vscode = new Proxy(api, { get: (target, prop) => (prop in target ? target[prop] : anything(`vscode.${String(prop)}`)) });
  return { vscode, log };
}

/** Loads a fresh out/extension.js against `vscode`. */
function loadExtension(vscode) {
  const entry = path.join(__dirname, "..", "out", "extension.js");
  const originalLoad = Module._load;
  Module._load = function (request, ...rest) {
    return request === "vscode" ? vscode : originalLoad.call(this, request, ...rest);
  };
  try {
    for (const key of Object.keys(require.cache)) {
      if (key.startsWith(path.join(__dirname, "..", "out")) || key.includes(`${path.sep}vscode-languageclient${path.sep}`)) {
        delete require.cache[key];
      }
    }
    return require(entry);
  } finally {
    Module._load = originalLoad;
  }
}

test("a missing tdc binary gives one clear error and no client", async () => {
  const { vscode, log } = fakeVscode({ "tdc.serverPath": "/nonexistent/bin/tdc", "tdc.includeDirs": ["inc"] });
  const extension = loadExtension(vscode);
  const context = { subscriptions: [] };
  await extension.activate(context);
  assert.strictEqual(log.errors.length, 1, JSON.stringify(log.errors));
  const [{ message, actions }] = log.errors;
  assert.match(message, /cannot start the tdc language server/);
  assert.match(message, /'\/nonexistent\/bin\/tdc'/);
  assert.match(message, /tdc\.serverPath/);
  assert.deepStrictEqual(actions, ["Open Settings", "Show Output"]);
  assert.ok(log.output.some((line) => line.includes("/nonexistent/bin/tdc")), "the output channel says it too");
  assert.ok(log.commands.has("tdc.restartServer"));
  assert.strictEqual(log.watchers.length, 1);
  assert.strictEqual(log.watchers[0].pattern, "tdc.toml");
  assert.ok(context.subscriptions.length >= 4);
  await extension.deactivate();
});

test("the restart command and a settings change look for the binary again", async () => {
  const settings = { "tdc.serverPath": "no-such-tdc-binary-anywhere" };
  const { vscode, log } = fakeVscode(settings);
  const extension = loadExtension(vscode);
  await extension.activate({ subscriptions: [] });
  assert.strictEqual(log.errors.length, 1);
  assert.match(log.errors[0].message, /'no-such-tdc-binary-anywhere' on PATH/);

  await log.commands.get("tdc.restartServer")();
  assert.strictEqual(log.errors.length, 2);

  settings["tdc.serverPath"] = "/still/missing/tdc";
  const unrelated = { affectsConfiguration: (key) => key === "editor.fontSize" };
  log.configListeners.forEach((listener) => listener(unrelated));
  await log.commands.get("tdc.restartServer")(); // queued after anything the listener started
  assert.strictEqual(log.errors.length, 3, "an unrelated setting does not restart");
  const relevant = { affectsConfiguration: (key) => key === "tdc.serverPath" };
  log.configListeners.forEach((listener) => listener(relevant));
  await extension.deactivate(); // queued after the restart
  assert.strictEqual(log.errors.length, 4);
  assert.match(log.errors[3].message, /'\/still\/missing\/tdc'/);
});

runIfMain(module);
