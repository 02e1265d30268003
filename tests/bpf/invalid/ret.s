# expect: unknown-mnemonic
# the return instruction is spelled "exit"
ret
