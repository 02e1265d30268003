# expect: unknown-mnemonic
# a misspelt suffix
addd %eax, %ebx
