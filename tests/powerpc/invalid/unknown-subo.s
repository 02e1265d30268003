# expect: unknown-mnemonic
# sub is an alias only for subf and subf.; there is no subo
subo 3, 4, 5
