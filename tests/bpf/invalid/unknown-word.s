# expect: unknown-mnemonic
# an identifier that is neither a register nor a known mnemonic
foo r0
