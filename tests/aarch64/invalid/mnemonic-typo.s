// expect: unknown-mnemonic
// "addx" is a misspelling of add; no instruction has that name
addx x0, x1, x2
