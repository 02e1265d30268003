// Tokenizes TableGen with syntaxes/tablegen.tmLanguage.json through
// vscode-textmate and vscode-oniguruma (the engine VS Code itself uses) and
// checks the scopes of chosen tokens.
"use strict";

const assert = require("assert");
const fs = require("fs");
const path = require("path");
const vsctm = require("vscode-textmate");
const oniguruma = require("vscode-oniguruma");
const { test, runIfMain } = require("./harness");

const grammarPath = path.join(__dirname, "..", "syntaxes", "tablegen.tmLanguage.json");

let onigReady;
function onig() {
  if (onigReady === undefined) {
    const wasm = fs.readFileSync(path.join(path.dirname(require.resolve("vscode-oniguruma")), "onig.wasm"));
    onigReady = oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength)).then(() => ({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }));
  }
  return onigReady;
}

let grammarReady;
function grammar() {
  if (grammarReady === undefined) {
    const registry = new vsctm.Registry({
      onigLib: onig(),
      loadGrammar: async (scopeName) =>
        scopeName === "source.tablegen" ? vsctm.parseRawGrammar(fs.readFileSync(grammarPath, "utf8"), grammarPath) : null,
    });
    grammarReady = registry.loadGrammar("source.tablegen").then((g) => {
      assert.ok(g, "the grammar loads");
      return g;
    });
  }
  return grammarReady;
}

/** Tokenizes `source`: per line, its tokens, and the rule stack after the last line. */
async function tokenize(source) {
  const g = await grammar();
  let state = vsctm.INITIAL;
  const lines = source.split(/\r?\n/).map((text) => {
    const result = g.tokenizeLine(text, state);
    state = result.ruleStack;
    return {
      text,
      tokens: result.tokens.map((t) => ({ text: text.slice(t.startIndex, t.endIndex), start: t.startIndex, end: t.endIndex, scopes: t.scopes })),
    };
  });
  return { lines, state };
}

function hasScope(scopes, expected) {
  return scopes.some((s) => s === expected || s.startsWith(expected + "."));
}

/**
 * The tokens that cover the `nth` (0-based) occurrence of `needle` in the
 * tokenized source, searched line by line. A needle may mark the part to
 * look at with guillemets: "SubRegIndex<«32»>" finds that text and checks
 * only the 32 in it.
 */
function tokensAt(tokenized, needle, nth = 0) {
  const marked = /^(.*)«(.*)»(.*)$/s.exec(needle);
  const context = marked ? marked[1] + marked[2] + marked[3] : needle;
  const offset = marked ? marked[1].length : 0;
  const length = marked ? marked[2].length : needle.length;
  let seen = 0;
  for (const [lineNo, line] of tokenized.lines.entries()) {
    let from = 0;
    for (;;) {
      const col = line.text.indexOf(context, from);
      if (col < 0) {
        break;
      }
      if (seen === nth) {
        const start = col + offset;
        const covering = line.tokens.filter((t) => t.start < start + length && t.end > start);
        return { where: `line ${lineNo + 1}: ${JSON.stringify(line.text)}`, covering, text: line.text.slice(start, start + length) };
      }
      seen++;
      from = col + 1;
    }
  }
  throw new Error(`${JSON.stringify(context)} occurrence ${nth} is not in the sample`);
}

function describe(covering) {
  return covering.map((t) => `${JSON.stringify(t.text)} [${t.scopes.join(" ")}]`).join(", ");
}

/** Every token of `needle` (the nth occurrence) has `scope` (or a scope under it). */
function expectScope(tokenized, needle, scope, nth = 0) {
  const { where, covering } = tokensAt(tokenized, needle, nth);
  assert.ok(
    covering.length > 0 && covering.every((t) => hasScope(t.scopes, scope)),
    `${JSON.stringify(needle)} (#${nth}) should be ${scope}; ${where}; tokens: ${describe(covering)}`,
  );
}

/** No token of `needle` (the nth occurrence) has `scope`. */
function expectNoScope(tokenized, needle, scope, nth = 0) {
  const { where, covering } = tokensAt(tokenized, needle, nth);
  assert.ok(
    covering.every((t) => !hasScope(t.scopes, scope)),
    `${JSON.stringify(needle)} (#${nth}) should not be ${scope}; ${where}; tokens: ${describe(covering)}`,
  );
}

/** `needle` (the nth occurrence) is exactly one token. */
function expectOneToken(tokenized, needle, nth = 0) {
  const { where, covering, text } = tokensAt(tokenized, needle, nth);
  assert.ok(covering.length === 1 && covering[0].text === text, `${JSON.stringify(needle)} should be one token; ${where}; tokens: ${describe(covering)}`);
}

const SAMPLE = String.raw`// A line comment: class and def are not keywords here
/* block /* nested */ still comment */
include "tdc.td"

#ifdef WITH_EXTRAS
class Base<int size, string name = "base\n\q"> {
  bits<32> Inst;
  field bits<4> Flags = 0b1010;
  int Neg = -42;
  int Hex = 0x1F;
  bit On = true;
  dag Empty = (ops);
  list<int> L = [1, +2];
  code Body = [{ return def + class; }];
  let Name = name;
  let Inst{15-8} = 0xff;
  let Unset = ?;
}
#else
#define NO_EXTRAS
#endif

def sub_32 : SubRegIndex<32>;
class Ri<bits<16> num, string n, Register low> : RegisterWithSubRegs<n, [low]>, Base<16, n> {
  let SubRegIndices = [sub_32];
}
multiclass ALU<string op> {
  def NAME#_rr : Inst<(outs GPR:$rd), (ins GPR:$rs), !strconcat(op, " $rd, $rs")>;
}
defm ADD : ALU<"add">;
foreach i = 0...11 in {
  def R#i : Ri<i, "r"#i, !cast<Register>("W"#i)>;
}
defvar Width = !add(Size, 8);
defset list<Register> AllRegs = {
  def X0 : Ri<0, "x0", W0>;
}
let Predicates = [HasAlu] in
def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;
assert !eq(Width, 16), "width is " # !cast<string>(Width);
def 2addr : Base<!if(true, 1, 2), "i64">;
dump !foldl(0, [v8i16], acc, x, !add(acc, 1));
def Last { int Vi64 = i64; }
`;

let sample;
async function tokenizedSample() {
  if (sample === undefined) {
    sample = await tokenize(SAMPLE);
  }
  return sample;
}

test("comments: line, nested block, and keywords inside them", async () => {
  const t = await tokenizedSample();
  expectScope(t, "//", "punctuation.definition.comment");
  expectScope(t, "A line comment: class and def are not keywords here", "comment.line.double-slash.tablegen");
  expectNoScope(t, "class and def", "keyword");
  expectScope(t, "block /* nested */ still comment */", "comment.block.tablegen");
  expectScope(t, "still comment", "comment.block.tablegen");
});

test("keywords: declarations, control, types", async () => {
  const t = await tokenizedSample();
  expectScope(t, "include", "keyword.other.include.tablegen");
  expectScope(t, "class", "keyword.other.class.tablegen", 1);
  expectScope(t, "multiclass", "keyword.other.multiclass.tablegen");
  expectScope(t, "defm", "keyword.other.defm.tablegen");
  expectScope(t, "defvar", "keyword.other.defvar.tablegen");
  expectScope(t, "defset", "keyword.other.defset.tablegen");
  expectScope(t, "field", "keyword.other.field.tablegen");
  expectScope(t, "let", "keyword.other.let.tablegen");
  expectScope(t, "«def» sub_32", "keyword.other.def.tablegen");
  expectNoScope(t, "«def» sub_32", "keyword.other.defm");
  expectScope(t, "foreach", "keyword.control.foreach.tablegen");
  expectScope(t, " «in» {", "keyword.control.in.tablegen");
  expectScope(t, "assert", "keyword.control.assert.tablegen");
  expectScope(t, "dump", "keyword.control.dump.tablegen");
  for (const [type, needle] of [
    ["bits", "  «bits»<32>"],
    ["int", "«int» Neg"],
    ["string", "«string» name"],
    ["bit", "«bit» On"],
    ["dag", "«dag» Empty"],
    ["list", "«list»<int>"],
    ["code", "«code» Body"],
  ]) {
    expectScope(t, needle, `storage.type.${type}.tablegen`);
  }
});

test("strings: quotes, escapes, include paths, code blocks", async () => {
  const t = await tokenizedSample();
  expectScope(t, '"tdc.td"', "string.quoted.double.include.tablegen");
  expectScope(t, '"«base»', "string.quoted.double.tablegen");
  expectScope(t, "\\n", "constant.character.escape.tablegen");
  expectScope(t, "\\q", "invalid.illegal.unknown-escape.tablegen");
  expectScope(t, "[{", "punctuation.definition.string.begin.tablegen");
  expectScope(t, " return def + class; ", "string.unquoted.code.tablegen");
  expectNoScope(t, " return def + class; ", "keyword");
  expectScope(t, "}]", "punctuation.definition.string.end.tablegen");
  // `$rd` inside a string is part of the string, not a dag variable.
  expectScope(t, "$rd, $rs", "string.quoted.double.tablegen");
  expectNoScope(t, "$rd, $rs", "variable.parameter.dag");
});

test("numbers: decimal, negative, hex, binary, ranges", async () => {
  const t = await tokenizedSample();
  expectOneToken(t, "-42");
  expectScope(t, "-42", "constant.numeric.decimal.tablegen");
  expectScope(t, "+2", "constant.numeric.decimal.tablegen");
  expectOneToken(t, "0x1F");
  expectScope(t, "0x1F", "constant.numeric.hex.tablegen");
  expectScope(t, "0xff", "constant.numeric.hex.tablegen");
  expectOneToken(t, "0b1010");
  expectScope(t, "0b1010", "constant.numeric.binary.tablegen");
  expectScope(t, "SubRegIndex<«32»>", "constant.numeric.decimal.tablegen");
  expectScope(t, "bits<«32»>", "constant.numeric.decimal.tablegen");
  // Inst{15-8}: two numbers and a range, not 15 and -8.
  expectScope(t, "{«15»-8}", "constant.numeric.decimal.tablegen");
  expectScope(t, "{15«-»8}", "keyword.operator.range.tablegen");
  expectOneToken(t, "{15-«8»}");
  expectScope(t, "{15-«8»}", "constant.numeric.decimal.tablegen");
  // 0...11
  expectScope(t, "«0»...11", "constant.numeric.decimal.tablegen");
  expectScope(t, "0«...»11", "keyword.operator.range.tablegen");
  expectScope(t, "0...«11»", "constant.numeric.decimal.tablegen");
  // Names with digits are not numbers.
  expectNoScope(t, "2addr", "constant.numeric");
  expectNoScope(t, "v8i16", "constant.numeric");
  expectNoScope(t, "«i64»;", "constant.numeric");
  expectNoScope(t, "«Vi64»", "constant.numeric");
  expectNoScope(t, "«sub_32» :", "constant.numeric");
});

test("bang operators", async () => {
  const t = await tokenizedSample();
  for (const op of ["!strconcat", "!cast", "!add", "!eq", "!if", "!foldl"]) {
    expectOneToken(t, op);
    expectScope(t, op, "support.function.bang.tablegen");
  }
  expectNoScope(t, "!if", "keyword.control");
  expectNoScope(t, "!foldl", "keyword");
});

test("dag variables and dag operators", async () => {
  const t = await tokenizedSample();
  for (const v of ["$rd", "$rs", "$a", "$b"]) {
    expectOneToken(t, v);
    expectScope(t, v, "variable.parameter.dag.tablegen");
  }
  expectScope(t, "$a", "variable.parameter.dag.tablegen", 1);
  expectScope(t, "outs", "entity.name.function.dag-operator.tablegen");
  expectScope(t, "(«ins» ", "entity.name.function.dag-operator.tablegen");
  expectScope(t, "ops", "entity.name.function.dag-operator.tablegen");
  expectScope(t, "(«add» GPR", "entity.name.function.dag-operator.tablegen");
  expectScope(t, "(«ADD» GPR", "entity.name.function.dag-operator.tablegen");
  expectNoScope(t, "«GPR»:$rd", "entity.other.inherited-class");
  // The call of a bang operator is not a dag.
  expectNoScope(t, "!add(«Size», 8", "entity.name.function.dag-operator");
});

test("constants, paste, NAME", async () => {
  const t = await tokenizedSample();
  expectScope(t, "true", "constant.language.boolean.tablegen");
  expectScope(t, "?", "constant.language.uninitialized.tablegen");
  expectScope(t, "NAME", "variable.language.name.tablegen");
  expectScope(t, "NAME«#»_rr", "keyword.operator.paste.tablegen");
  expectScope(t, '"width is " «#» !cast', "keyword.operator.paste.tablegen");
  expectScope(t, '"r"«#»i', "keyword.operator.paste.tablegen");
});

test("preprocessor lines", async () => {
  const t = await tokenizedSample();
  expectScope(t, "#ifdef", "keyword.control.directive.ifdef.tablegen");
  expectScope(t, "WITH_EXTRAS", "entity.name.function.preprocessor.tablegen");
  expectScope(t, "#else", "keyword.control.directive.else.tablegen");
  expectScope(t, "#define", "keyword.control.directive.define.tablegen");
  expectScope(t, "NO_EXTRAS", "entity.name.function.preprocessor.tablegen");
  expectScope(t, "#endif", "keyword.control.directive.endif.tablegen");
});

test("declared names and the classes after ':'", async () => {
  const t = await tokenizedSample();
  expectScope(t, "Base", "entity.name.type.class.tablegen");
  expectScope(t, "Ri", "entity.name.type.class.tablegen");
  expectScope(t, "ALU", "entity.name.type.multiclass.tablegen");
  expectScope(t, "sub_32", "entity.name.function.record.tablegen");
  expectScope(t, "ADD", "entity.name.function.record.tablegen");
  expectScope(t, "X0", "entity.name.function.record.tablegen");
  expectScope(t, "2addr", "entity.name.function.record.tablegen");
  expectScope(t, "Last", "entity.name.function.record.tablegen");
  expectScope(t, "Width", "variable.other.definition.tablegen");
  expectScope(t, "AllRegs", "variable.other.definition.tablegen");
  expectScope(t, "foreach «i» = ", "variable.other.definition.tablegen");
  for (const parent of ["SubRegIndex", "RegisterWithSubRegs", ", «Base»<16", ": «Inst»<", ": «ALU»<", "R#i : «Ri»<", ": «Pat»<"]) {
    expectScope(t, parent, "entity.other.inherited-class.tablegen");
  }
  // Template parameters and arguments are not parent classes.
  expectNoScope(t, "Register low", "entity.other.inherited-class");
  expectNoScope(t, "<«n», [low]", "entity.other.inherited-class");
  expectNoScope(t, "!cast<«Register»>", "entity.other.inherited-class");
  // A body's `let` after the declaration is not part of it.
  expectNoScope(t, "SubRegIndices", "entity.other.inherited-class");
  expectNoScope(t, "SubRegIndices", "meta.declaration");
});

test("multi-line constructs end where they should", async () => {
  const t = await tokenize(String.raw`class Multi<int a,
            int b = 4>
  : Base<a, "m">,
    Other {
  code C = [{
    int x = "not a string";
    // not a comment
  }];
  let S = "unterminated
  let X = 1;
}
/* outer
   /* inner
   */
   still outer: def X;
*/
def Broken : Foo
def Next : Bar;
def Y;`);
  expectScope(t, "Multi", "entity.name.type.class.tablegen");
  expectScope(t, "Other", "entity.other.inherited-class.tablegen");
  expectScope(t, "not a comment", "string.unquoted.code.tablegen");
  expectNoScope(t, "not a comment", "comment");
  expectScope(t, '"not a string"', "string.unquoted.code.tablegen");
  expectScope(t, "«let» X", "keyword.other.let.tablegen");
  expectNoScope(t, "«X» = 1", "string");
  expectScope(t, "still outer: def X;", "comment.block.tablegen");
  expectNoScope(t, "«def» X;", "keyword");
  expectScope(t, "Foo", "entity.other.inherited-class.tablegen");
  // A declaration missing its ';' ends at the next statement's keyword.
  expectScope(t, "«def» Next", "keyword.other.def.tablegen");
  expectScope(t, "Next", "entity.name.function.record.tablegen");
  expectScope(t, "Y", "entity.name.function.record.tablegen");
  assert.strictEqual(t.state.depth, 1, "back at the top level at the end");
});

test("every regular expression in the grammar compiles", async () => {
  await onig();
  const raw = JSON.parse(fs.readFileSync(grammarPath, "utf8"));
  const regexes = [];
  const includes = [];
  (function walk(node) {
    if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (node && typeof node === "object") {
      for (const key of ["match", "begin", "end", "while"]) {
        if (typeof node[key] === "string") {
          regexes.push(node[key]);
        }
      }
      if (typeof node.include === "string") {
        includes.push(node.include);
      }
      Object.values(node).forEach(walk);
    }
  })(raw);
  assert.ok(regexes.length > 20, `found ${regexes.length} regexes`);
  for (const re of regexes) {
    assert.doesNotThrow(() => new oniguruma.OnigScanner([re]).dispose(), `regex ${re}`);
  }
  for (const inc of includes) {
    assert.ok(inc === "$self" || (inc.startsWith("#") && inc.slice(1) in raw.repository), `include ${inc} names a repository rule`);
  }
  for (const key of Object.keys(raw.repository)) {
    assert.ok(includes.includes(`#${key}`), `repository rule ${key} is used`);
  }
});

test("the project's own .td files tokenize back to the top level", async (t) => {
  const repo = path.resolve(__dirname, "..", "..", "..");
  const roots = ["targets", path.join("dsl", "tests", "conformance")].map((d) => path.join(repo, d));
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith(".td")) {
        files.push(full);
      }
    }
  };
  roots.filter((r) => fs.existsSync(r)).forEach(walk);
  if (files.length === 0) {
    t.skip("no tdc checkout around the extension");
    return;
  }
  const stuck = [];
  for (const file of files) {
    const result = await tokenize(fs.readFileSync(file, "utf8"));
    if (result.state.depth !== 1) {
      stuck.push(path.relative(repo, file));
    }
  }
  assert.deepStrictEqual(stuck, [], `${stuck.length} of ${files.length} files end inside a construct`);
});

runIfMain(module);
