// package.json, the language configuration and the sources agree.
"use strict";

const assert = require("assert");
const fs = require("fs");
const path = require("path");
const { test, runIfMain } = require("./harness");

const root = path.join(__dirname, "..");
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
const pkg = readJson("package.json");

test("the language, its configuration and its grammar are wired together", () => {
  const [language] = pkg.contributes.languages;
  assert.strictEqual(language.id, "tablegen");
  assert.deepStrictEqual(language.extensions, [".td"]);
  const config = readJson(language.configuration);
  assert.deepStrictEqual(config.comments, { lineComment: "//", blockComment: ["/*", "*/"] });
  for (const pair of [["{", "}"], ["[", "]"], ["(", ")"], ["<", ">"]]) {
    assert.ok(config.brackets.some((b) => b[0] === pair[0] && b[1] === pair[1]), `bracket ${pair}`);
  }
  assert.ok(config.autoClosingPairs.some((p) => p.open === '"' && p.close === '"'), "quotes auto-close");
  for (const rule of [config.wordPattern, config.indentationRules.increaseIndentPattern, config.indentationRules.decreaseIndentPattern]) {
    assert.doesNotThrow(() => new RegExp(rule), rule);
  }

  const [grammar] = pkg.contributes.grammars;
  assert.strictEqual(grammar.language, "tablegen");
  const raw = readJson(grammar.path);
  assert.strictEqual(raw.scopeName, grammar.scopeName);
  assert.ok(pkg.activationEvents.includes("onLanguage:tablegen"));
});

test("the commands and settings it declares are the ones the code uses", () => {
  const sources = ["src/extension.ts", "src/server.ts"].map((f) => fs.readFileSync(path.join(root, f), "utf8")).join("\n");
  for (const { command } of pkg.contributes.commands) {
    assert.ok(sources.includes(`"${command}"`), `command ${command} is registered`);
  }
  const settings = pkg.contributes.configuration.properties;
  assert.strictEqual(settings["tdc.serverPath"].default, "tdc");
  assert.strictEqual(settings["tdc.includeDirs"].type, "array");
  assert.strictEqual(settings["tdc.includeDirs"].items.type, "string");
  for (const key of ["tdc.serverPath", "tdc.includeDirs"]) {
    assert.ok(sources.includes(`"${key.slice("tdc.".length)}"`), `${key} is read`);
  }
  assert.strictEqual(pkg.main, "./out/extension.js");
  assert.ok(fs.existsSync(path.join(root, "src", "extension.ts")));
});

test("vscode-languageclient's required VS Code version is within engines.vscode", () => {
  const client = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "vscode-languageclient", "package.json"), "utf8"));
  const floor = (range) => range.replace(/^[~^>=]+/, "").split(".").map(Number);
  const [major, minor] = floor(pkg.engines.vscode);
  const [needMajor, needMinor] = floor(client.engines.vscode);
  assert.ok(major > needMajor || (major === needMajor && minor >= needMinor), `${pkg.engines.vscode} vs ${client.engines.vscode}`);
  const types = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "@types", "vscode", "package.json"), "utf8")).version.split(".").map(Number);
  assert.ok(types[0] < major || (types[0] === major && types[1] <= minor), `@types/vscode ${types.join(".")} is not newer than engines.vscode`);
});

runIfMain(module);
