# expect: unknown-mnemonic
# unconditional jump is spelled "goto"
jmp +1
