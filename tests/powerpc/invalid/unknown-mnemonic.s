# expect: unknown-mnemonic
# not an instruction
foo 3, 4, 5
