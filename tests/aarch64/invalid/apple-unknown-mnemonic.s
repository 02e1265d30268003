// expect: unknown-mnemonic
// Apple syntax: a suffix after an unknown mnemonic
foo.4s v0, v1, v2
