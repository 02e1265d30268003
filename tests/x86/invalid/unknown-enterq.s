# expect: unknown-mnemonic
# enter takes no suffix
enterq $16, $0
