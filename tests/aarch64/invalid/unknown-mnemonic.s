// expect: unknown-mnemonic
// "foo" is not an AArch64 instruction
foo x0, x1
