# expect: unknown-mnemonic
# mtfsb1 has no record form in llvm-mc 19
mtfsb1. 24
