# expect: unknown-mnemonic
# foo is not an instruction
foo %eax
