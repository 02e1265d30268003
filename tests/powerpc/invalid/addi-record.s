# expect: unknown-mnemonic
# addi has no record form
addi. 3, 4, 5
