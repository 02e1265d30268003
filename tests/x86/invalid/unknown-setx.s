# expect: unknown-mnemonic
# x is not a condition
setx %al
