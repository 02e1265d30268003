# expect: unknown-mnemonic
# nop exists only as a codegen-only pseudo; the assembler rejects it
nop
