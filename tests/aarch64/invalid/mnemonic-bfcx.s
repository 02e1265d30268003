// expect: unknown-mnemonic
// no "bfcx" mnemonic
bfcx x0, #1, #2
