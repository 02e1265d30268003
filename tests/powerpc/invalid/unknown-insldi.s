# expect: unknown-mnemonic
# insldi is not implemented by llvm-mc 19
insldi 3, 4, 5, 6
